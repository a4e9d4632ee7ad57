import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  SEKARANG_UJIAN,
  UJIAN_BELUM_DIMULAI,
  UJIAN_BELUM_SIAP,
  UJIAN_PERTEMUAN,
  UJIAN_REMEDIAL,
  UJIAN_SEDANG_DIKERJAKAN,
  UJIAN_STAF,
  UJIAN_STAF_BELUM_SIAP,
  UJIAN_STAF_SELESAI,
  UJIAN_STAF_TERSEMBUNYI,
  UJIAN_TEKS_PANJANG,
  UJIAN_TERLEWAT,
} from '../../../test/ujianMahasiswaFixtures';
import { UjianPanel } from './UjianPanel';

const meta = {
  title: 'Views/UjianPanel',
  component: UjianPanel,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    ujian: UJIAN_PERTEMUAN,
    waktuServer: SEKARANG_UJIAN,
    peran: 'mahasiswa',
    timeZone: 'Asia/Jakarta',
    onKerjakan: fn(),
    onRetry: fn(),
  },
  argTypes: { peran: { control: 'inline-radio', options: ['mahasiswa', 'staf'] } },
} satisfies Meta<typeof UjianPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const staf = {
  peran: 'staf',
  ujian: [UJIAN_STAF, UJIAN_STAF_TERSEMBUNYI, UJIAN_STAF_SELESAI],
  onTambah: fn(),
  onUbah: fn(),
  onHapus: fn(),
} as const;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * A student: the running quiz with 'Kerjakan', next week's UTS disabled and collapsed, last
 * week's quiz done.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Kerjakan' }));
    await expect(args.onKerjakan).toHaveBeenCalledWith(UJIAN_PERTEMUAN[0]);
    await expect(canvas.getByRole('button', { name: 'Ujian Tengah Semester' })).toBeDisabled();
  },
};

/** An attempt in progress ('Lanjutkan'), a remedial exam, and a quiz missed. */
export const SedangDikerjakan: Story = {
  args: { ujian: [UJIAN_SEDANG_DIKERJAKAN, UJIAN_REMEDIAL, UJIAN_TERLEWAT] },
};

/** Only exams that have not started: every item disabled and collapsed. */
export const Disabled: Story = {
  args: {
    ujian: [
      UJIAN_BELUM_DIMULAI,
      { ...UJIAN_BELUM_DIMULAI, id: 'uas', jenis: 'uas', judul: 'Ujian Akhir Semester' },
    ],
  },
};

/** Staff: counts, hidden exam, 'Tambah Kuis/Ujian', 'Ubah', 'Hapus', 'Lihat Hasil'. */
export const Staf: Story = { args: staf };

/** A running quiz whose questions are not complete: no 'Kerjakan', and why (issue 21.2). */
export const BelumSiap: Story = {
  args: { ujian: [UJIAN_BELUM_SIAP] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Kerjakan' })).toBeNull();
    await expect(canvas.getByText(/belum siap dikerjakan/)).toBeVisible();
  },
};

/** Staff: the same quiz tagged 'Soal belum lengkap', the reasons and 'Lengkapi Soal'. */
export const StafSoalBelumLengkap: Story = {
  args: { ...staf, ujian: [UJIAN_STAF_BELUM_SIAP, UJIAN_STAF] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Kelompok 2 (Esai) belum memiliki soal')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Lengkapi Soal/ })).toBeVisible();
  },
};

/** 'Hapus' on an exam with attempts and a remedial exam warns what goes with it. */
export const HapusDenganPeringatan: Story = {
  args: staf,
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Hapus' })[0] as HTMLElement);
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Konfirmasi' });
    await expect(dialog).toHaveTextContent('34 pengerjaan mahasiswa dan kuis/ujian remedial');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Batal' })).toHaveFocus(),
    );
    await expect(args.onHapus).not.toHaveBeenCalled();
  },
};

export const Empty: Story = { args: { ujian: [] } };

export const EmptyStaf: Story = { args: { ...staf, ujian: [] } };

export const Loading: Story = { args: { isLoading: true } };

export const LoadFailed: Story = { args: { isError: true } };

export const LongText: Story = {
  args: { ujian: [UJIAN_TEKS_PANJANG, UJIAN_BELUM_DIMULAI] },
};

export const LongTextStaf: Story = {
  args: {
    ...staf,
    ujian: [{ ...UJIAN_TEKS_PANJANG, jumlah_pengerjaan: 120, jumlah_belum_dinilai: 48 }],
  },
};

export const Mobile: Story = {
  args: { ujian: [UJIAN_TEKS_PANJANG, UJIAN_SEDANG_DIKERJAKAN, UJIAN_BELUM_DIMULAI] },
  globals: { viewport: { value: 'mobile' } },
};

export const MobileStaf: Story = {
  args: staf,
  globals: { viewport: { value: 'mobile' } },
};

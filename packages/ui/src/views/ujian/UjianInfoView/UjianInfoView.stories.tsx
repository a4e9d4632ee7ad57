import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  PENGERJAAN_BERJALAN,
  PENGERJAAN_SELESAI,
  PENGERJAAN_SISTEM,
  SEKARANG_UJIAN,
  SOAL_PENGERJAAN_KUNCI,
  UJIAN_BELUM_DIMULAI,
  UJIAN_BELUM_SIAP,
  UJIAN_BERLANGSUNG,
  UJIAN_SEDANG_DIKERJAKAN,
  UJIAN_SELESAI,
  UJIAN_TEKS_PANJANG,
  UJIAN_TERLEWAT,
} from '../../../test/ujianMahasiswaFixtures';
import { UjianInfoView } from './UjianInfoView';

const meta = {
  title: 'Views/UjianInfoView',
  component: UjianInfoView,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 860 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    ujian: UJIAN_BERLANGSUNG,
    pengerjaan: null,
    waktuServer: SEKARANG_UJIAN,
    onKerjakan: fn(),
    kunciTampil: false,
    onRetry: fn(),
    timeZone: 'Asia/Jakarta',
  },
} satisfies Meta<typeof UjianInfoView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A running quiz not taken yet: 'Kerjakan' opens the confirmation. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Kerjakan' }));
    await expect(args.onKerjakan).toHaveBeenCalledWith(UJIAN_BERLANGSUNG);
  },
};

/** Next week's UTS: no 'Kerjakan' before it starts. */
export const Disabled: Story = { args: { ujian: UJIAN_BELUM_DIMULAI } };

/** Running, but its questions are not complete: no 'Kerjakan', the student is told why. */
export const BelumSiap: Story = { args: { ujian: UJIAN_BELUM_SIAP } };

/** In progress: its deadline and 'Lanjutkan'. */
export const SedangDikerjakan: Story = {
  args: { ujian: UJIAN_SEDANG_DIKERJAKAN, pengerjaan: PENGERJAAN_BERJALAN },
};

/** Submitted, graded and published; the key is not shown for this exam. */
export const Selesai: Story = {
  args: { ujian: UJIAN_SELESAI, pengerjaan: PENGERJAAN_SELESAI },
};

/** Submitted by the system when the time ran out; the score waits; the key comes later. */
export const SelesaiOtomatis: Story = {
  args: {
    ujian: { ...UJIAN_SELESAI, waktu_tampil_kunci: '2025-09-05T08:00:00+07:00' },
    pengerjaan: PENGERJAAN_SISTEM,
  },
};

/** The key is shown: 'Lihat Kunci Jawaban' opens the review. */
export const KunciJawaban: Story = {
  args: {
    ujian: UJIAN_SELESAI,
    pengerjaan: PENGERJAAN_SELESAI,
    kunciTampil: true,
    kelompokSoal: SOAL_PENGERJAAN_KUNCI,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Lihat Kunci Jawaban' }));
    await expect(canvas.getByRole('article', { name: 'Soal 2' })).toHaveTextContent('Jawaban Anda');
  },
};

/** The review's questions are loading. */
export const KunciMemuat: Story = {
  args: { ...KunciJawaban.args, kelompokSoal: null, isLoadingKunci: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Lihat Kunci Jawaban' }),
    );
  },
};

/** Ended without an attempt. */
export const Terlewat: Story = { args: { ujian: UJIAN_TERLEWAT } };

/** An exam without a description or an author. */
export const Empty: Story = {
  args: { ujian: { ...UJIAN_BELUM_DIMULAI, deskripsi: '', created_by: null, jumlah_soal: 0 } },
};

export const Loading: Story = { args: { ujian: null, isLoading: true } };

export const LoadFailed: Story = { args: { ujian: null, isError: true } };

export const LongText: Story = {
  args: { ujian: UJIAN_TEKS_PANJANG, pengerjaan: PENGERJAAN_BERJALAN },
};

export const Mobile: Story = {
  args: KunciJawaban.args,
  globals: { viewport: { value: 'mobile' } },
  play: KunciJawaban.play,
};

import { PESAN_KONFIRMASI_SIKAD } from '@kampus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { REKAP_NILAI } from '../../../test/lmsFixtures';
import { AKTIVITAS_SIKAD, KOMPONEN_TUGAS, TERHUBUNG_TUGAS } from '../../../test/nilaiFixtures';
import { PengaturanNilaiSikadModal } from './PengaturanNilaiSikadModal';

const meta = {
  title: 'Views/PengaturanNilaiSikadModal',
  component: PengaturanNilaiSikadModal,
  parameters: {
    screenshot: { target: 'viewport' },
    docs: { story: { inline: false, height: '800px' } },
  },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    komponen: KOMPONEN_TUGAS,
    aktivitas: AKTIVITAS_SIKAD,
    terhubung: TERHUBUNG_TUGAS,
    onSubmit: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PengaturanNilaiSikadModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** 'Pengaturan Nilai Tugas SIKAD' with three linked assignments. */
export const Default: Story = {};

/** An activity added from the dropdown: numbered last, 'Update Nilai' enabled. */
export const Tambah: Story = {
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click(b.getByRole('button', { name: /Tambah Aktivitas/ }));
    await userEvent.click(await b.findByRole('option', { name: 'Kuis 1 - Pertemuan 2' }));
    await expect(b.getByRole('row', { name: /Kuis 1/ })).toBeInTheDocument();
  },
};

/** SIKAD already changed a 'Tugas' score: the confirmation shows before the update. */
export const Konfirmasi: Story = {
  args: { nilaiMahasiswa: REKAP_NILAI.nilai_mahasiswa },
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click(b.getByRole('button', { name: 'Hapus Tugas 1' }));
    await userEvent.click(b.getByRole('button', { name: 'Update Nilai' }));
    await expect(await b.findByRole('alertdialog')).toHaveTextContent(PESAN_KONFIRMASI_SIKAD);
  },
};

/** Saving: 'Update Nilai' pending, the dropdown and deletes disabled. */
export const Pending: Story = { args: { isPending: true } };

/** The update failed: the error message, '! ', then the server's message (spec 8). */
export const GalatServer: Story = {
  args: {
    galat: {
      pesan: 'Request failed with status code 502',
      pesanServer: 'SIKAD tidak dapat dihubungi',
    },
  },
};

/** Not the grade-integration actor: the list only. */
export const Disabled: Story = { args: { isReadOnly: true } };

/** No activity linked yet. */
export const Empty: Story = { args: { terhubung: [] } };

export const Loading: Story = { args: { isLoading: true } };

export const LoadFailed: Story = { args: { isError: true } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

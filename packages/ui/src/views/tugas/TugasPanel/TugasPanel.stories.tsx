import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  SEKARANG_TUGAS,
  TUGAS_MAHASISWA,
  TUGAS_STAF_SEMUA,
  TUGAS_TERKUMPUL,
} from '../../../test/tugasFormFixtures';
import { TugasPanel } from './TugasPanel';

const meta = {
  title: 'Views/TugasPanel',
  component: TugasPanel,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    tugas: TUGAS_MAHASISWA,
    peran: 'mahasiswa',
    waktuServer: SEKARANG_TUGAS,
    timeZone: 'Asia/Jakarta',
    onRetry: fn(),
  },
  argTypes: { peran: { control: 'inline-radio', options: ['mahasiswa', 'staf'] } },
} satisfies Meta<typeof TugasPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const staf = {
  peran: 'staf',
  tugas: TUGAS_STAF_SEMUA,
  onTambah: fn(),
  onUbah: fn(),
  onHapus: fn(),
} as const;

/** A student: handed in, open, graded (late), missed, not started. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sudah Dikumpulkan')).toBeVisible();
    await expect(canvas.getByText('Nilai 87.50')).toBeVisible();
  },
};

/** Staff: the monitoring statuses and counts, 'Tambah Tugas', 'Ubah' and 'Hapus'. */
export const Staf: Story = {
  args: staf,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Belum Ada Pengumpulan')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tambah Tugas' }));
    await expect(args.onTambah).toHaveBeenCalled();
  },
};

/** Staff who may not change the assignments: no add, edit or delete. */
export const Disabled: Story = { args: { peran: 'staf', tugas: TUGAS_STAF_SEMUA } };

export const Empty: Story = { args: { tugas: [] } };

export const EmptyStaf: Story = { args: { ...staf, tugas: [] } };

export const Loading: Story = { args: { isLoading: true } };

export const LoadFailed: Story = { args: { isError: true } };

export const LongText: Story = {
  args: {
    tugas: [
      {
        ...TUGAS_TERKUMPUL,
        judul:
          'Laporan akhir praktikum implementasi struktur data pohon biner seimbang (AVL dan Red-Black Tree) beserta analisis kompleksitas waktu dan ruangnya',
      },
    ],
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};

export const MobileStaf: Story = {
  args: staf,
  globals: { viewport: { value: 'mobile' } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { KELAS_KULIAH } from '../../../test/kelasKuliah';
import { DataKelasCard } from './DataKelasCard';

const meta = {
  title: 'Views/DataKelasCard',
  component: DataKelasCard,
  args: { kelas: KELAS_KULIAH, onRetry: fn() },
} satisfies Meta<typeof DataKelasCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A student's view: the fields only. */
export const Default: Story = {};

/** Staff: 'Lihat Silabus, RPS, dan RE' and, when allowed, 'Ubah Kelas'. */
export const DenganTombol: Story = { args: { onLihatSilabus: fn(), onUbahKelas: fn() } };

export const Loading: Story = { args: { kelas: null, isLoading: true } };

export const LoadFailed: Story = { args: { kelas: null, isError: true } };

export const TanpaJadwal: Story = {
  args: {
    kelas: { ...KELAS_KULIAH, jadwal: [], prodi_kelas: [], lingkup: null, mode_kuliah: null },
  },
};

export const TeksPanjang: Story = {
  args: {
    kelas: {
      ...KELAS_KULIAH,
      mata_kuliah: {
        ...KELAS_KULIAH.mata_kuliah,
        nama: 'Metodologi Penelitian dan Penulisan Karya Ilmiah Bidang Teknologi Informasi',
      },
      prodi_kelas: [
        { nama: 'Teknik Informatika', jenjang: 'S1' },
        { nama: 'Sistem Informasi', jenjang: 'S1' },
        { nama: 'Manajemen Informatika', jenjang: 'D3' },
      ],
    },
    onLihatSilabus: fn(),
    onUbahKelas: fn(),
  },
};

export const Mobile: Story = {
  args: { onLihatSilabus: fn(), onUbahKelas: fn() },
  globals: { viewport: { value: 'mobile' } },
};

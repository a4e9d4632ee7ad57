import { FILTER_TAMPILKAN_DEFAULT, HAK_AKSES_KOSONG } from '@kampus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { REKAP_NILAI, REKAP_NILAI_BESAR, rekapNilai } from '../../../test/lmsFixtures';
import { GradeRecapGrid } from './GradeRecapGrid';

const meta = {
  title: 'Views/GradeRecapGrid',
  component: GradeRecapGrid,
  args: { rekap: REKAP_NILAI, idKelas: '20251_K1_IF201_A', peran: 'dosen' },
} satisfies Meta<typeof GradeRecapGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A lecturer who is the grade-integration actor can open the SIKAD components. */
export const EditableSikad: Story = { args: { onSelectKomponen: fn() } };

/** An operator without read access to classes: activity headers are not links. */
export const WithoutLinks: Story = { args: { peran: 'operator', hak: HAK_AKSES_KOSONG } };

export const FilteredZeroWeight: Story = {
  args: { filter: { ...FILTER_TAMPILKAN_DEFAULT, forum: false, semua: false, sikad_sama_0: true } },
};

/** 200 students x 60 activities: rows are virtualised, only the visible ones are rendered. */
export const LargeClass: Story = {
  args: { rekap: REKAP_NILAI_BESAR },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('rowheader');
    await expect(rows.length).toBeLessThan(40);
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const Empty: Story = {
  args: { rekap: { ...REKAP_NILAI, nilai_mahasiswa: [] } },
};

export const LoadFailed: Story = {
  args: { isError: true, errorMessage: 'Gateway Timeout', onRetry: fn() },
};

export const LongText: Story = {
  args: {
    rekap: (() => {
      const r = rekapNilai(4, 6);
      return {
        ...r,
        header_aktivitas: r.header_aktivitas.map((h, i) =>
          i === 0
            ? {
                ...h,
                label_pertemuan: 'Pertemuan 1 - Pengantar Metodologi Penelitian Kuantitatif',
                aktivitas: {
                  ...h.aktivitas,
                  label: 'Tugas Analisis Studi Kasus Sistem Informasi Kesehatan Masyarakat',
                },
              }
            : h,
        ),
        nilai_mahasiswa: r.nilai_mahasiswa.map((m, i) =>
          i === 0
            ? {
                ...m,
                mahasiswa: {
                  ...m.mahasiswa,
                  nama: 'Raden Ayu Sekar Kusumawardhani Purbaningrum Cahyaningtyas',
                },
              }
            : m,
        ),
      };
    })(),
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

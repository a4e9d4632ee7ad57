import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  SEKARANG_TUGAS,
  TUGAS_MAHASISWA,
  TUGAS_STAF_SEMUA,
  TUGAS_TERKUMPUL,
} from '../../../test/tugasFormFixtures';
import { DaftarTugasView } from './DaftarTugasView';

const OPSI_KELAS = [
  { id: 'kls-1', label: 'IF201 Struktur Data (A)' },
  { id: 'kls-2', label: 'IF305 Basis Data (B)' },
];

const meta = {
  title: 'Views/DaftarTugasView',
  component: DaftarTugasView,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    tugas: TUGAS_MAHASISWA,
    peran: 'mahasiswa',
    waktuServer: SEKARANG_TUGAS,
    page: 1,
    pageSize: 10,
    total: TUGAS_MAHASISWA.length,
    onPageChange: fn(),
    onSearch: fn(),
    onJenisChange: fn(),
    onRetry: fn(),
    timeZone: 'Asia/Jakarta',
  },
} satisfies Meta<typeof DaftarTugasView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A student's assignments across classes, each with its course and meeting. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/IF201 Struktur Data/).length).toBe(5);
  },
};

/** A lecturer: the monitoring status and counts; a class filter. */
export const Staf: Story = {
  args: {
    peran: 'staf',
    tugas: TUGAS_STAF_SEMUA,
    total: TUGAS_STAF_SEMUA.length,
    opsiKelas: OPSI_KELAS,
    onKelasChange: fn(),
  },
};

/** Filtered to group assignments. */
export const Kelompok: Story = {
  args: { jenis: 'kelompok', tugas: [TUGAS_MAHASISWA[1] ?? TUGAS_TERKUMPUL], total: 1 },
};

/** Several pages. */
export const BanyakHalaman: Story = { args: { total: 48, page: 2 } };

export const Empty: Story = { args: { tugas: [], total: 0 } };

/** Nothing matches the search or the type. */
export const EmptyFilter: Story = {
  args: { tugas: [], total: 0, jenis: 'individu', defaultSearch: 'praktikum' },
};

export const Loading: Story = { args: { isLoading: true, tugas: [] } };

export const LoadFailed: Story = { args: { isError: true, tugas: [] } };

/** Without filters (no callbacks given). */
export const Disabled: Story = { args: { onJenisChange: undefined } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const MobileStaf: Story = {
  args: { peran: 'staf', tugas: TUGAS_STAF_SEMUA, total: TUGAS_STAF_SEMUA.length },
  globals: { viewport: { value: 'mobile' } },
};

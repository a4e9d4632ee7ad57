import { FILTER_TAMPILKAN_DEFAULT, type KeadaanFilterTampilkan } from '@kampus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { REKAP_NILAI } from '../../../test/lmsFixtures';
import { KELAS_REKAP_NILAI } from '../../../test/nilaiFixtures';
import { RekapNilaiView, type RekapNilaiViewProps } from './RekapNilaiView';

/** Keeps the filter like the page does. */
function Halaman(props: RekapNilaiViewProps) {
  const [filter, setFilter] = useState<KeadaanFilterTampilkan>(
    props.filter ?? FILTER_TAMPILKAN_DEFAULT,
  );
  return (
    <RekapNilaiView
      {...props}
      filter={filter}
      onFilterChange={(f) => {
        setFilter(f);
        props.onFilterChange(f);
      }}
    />
  );
}

/** No calculation running: every header DONE. */
const REKAP_SELESAI = {
  ...REKAP_NILAI,
  header_aktivitas: REKAP_NILAI.header_aktivitas.map((h) => ({
    ...h,
    status_perhitungan: 'DONE',
  })),
};

const meta = {
  title: 'Views/RekapNilaiView',
  component: RekapNilaiView,
  render: (args) => <Halaman {...args} />,
  args: {
    idKelas: '20251_K1_IF201_A',
    peran: 'dosen',
    kelas: KELAS_REKAP_NILAI,
    rekap: REKAP_SELESAI,
    onFilterChange: fn(),
    onEkspor: fn(),
    onSelectKomponen: fn(),
    onPratinjauSikad: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof RekapNilaiView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lecturer who is the grade-integration actor. */
export const Default: Story = {};

/** A recalculation runs: the warning above, the icon on the header. */
export const Menghitung: Story = { args: { rekap: REKAP_NILAI } };

/** Unticking 'Tugas' hides the assignment columns. */
export const Disaring: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('checkbox', { name: 'Tugas' }));
    await expect(c.queryByRole('link', { name: 'Tugas 1' })).not.toBeInTheDocument();
  },
};

/** An operator without write nor read on classes: no links, no SIKAD actions. */
export const Disabled: Story = {
  args: {
    peran: 'operator',
    hak: null,
    onSelectKomponen: undefined,
    onPratinjauSikad: undefined,
    onEkspor: undefined,
  },
};

export const Empty: Story = { args: { rekap: { ...REKAP_SELESAI, nilai_mahasiswa: [] } } };

export const Loading: Story = {
  args: { kelas: null, isKelasLoading: true, rekap: null, isLoading: true },
};

export const LoadFailed: Story = {
  args: { rekap: null, isError: true, errorMessage: 'Gateway Timeout' },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  BARIS_PENGERJAAN,
  STATISTIK_JAWABAN,
  TANPA_PENGERJAAN,
  TOTAL_PENGERJAAN,
  TOTAL_TANPA_PENGERJAAN,
  ZONA_UJIAN,
} from '../../../test/ujianStafFixtures';
import { HasilUjianView } from './HasilUjianView';

const daftar = <T,>(data: readonly T[], total: number) => ({
  data,
  total,
  page: 1,
  pageSize: 5,
  onPageChange: fn(),
  onSearch: fn(),
});

const meta = {
  title: 'Views/HasilUjianView',
  component: HasilUjianView,
  args: {
    pengerjaan: daftar(BARIS_PENGERJAAN, TOTAL_PENGERJAAN),
    belumMengerjakan: daftar(TANPA_PENGERJAAN, TOTAL_TANPA_PENGERJAAN),
    statistik: { data: STATISTIK_JAWABAN },
    isTampilkanNilai: false,
    onPublish: fn(),
    onEkspor: fn(),
    perhitungan: 'COMPLETED',
    hrefDetail: (b) => `/ujian/u1/pengerjaan/${b.id}`,
    onReset: fn(async () => undefined),
    timeZone: ZONA_UJIAN,
  },
} satisfies Meta<typeof HasilUjianView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The work list: every grade status, a submission by the system, a score not yet given. */
export const Default: Story = {};

/** Scores published while the grades are being calculated: the warning above the tabs. */
export const SedangDihitung: Story = {
  args: { perhitungan: 'IN_PROGRESS', isTampilkanNilai: true },
};

/** Nobody has worked on the exam yet. */
export const Kosong: Story = {
  args: { pengerjaan: daftar([], 0) },
};

export const Memuat: Story = {
  args: { pengerjaan: { ...daftar([], 0), isLoading: true } },
};

export const Gagal: Story = {
  args: { pengerjaan: { ...daftar([], 0), isError: true, onRetry: fn() } },
};

/** Without the write right: no reset, the publish switch locked. */
export const TanpaHakUbah: Story = { args: { bolehUbah: false } };

/** Publishing and downloading are running. */
export const Menyimpan: Story = { args: { isPublishPending: true, isEksporPending: true } };

/** 'Reset' asks 'Anda yakin me-reset pengerjaan kuis/ujian mahasiswa ini?' with Tidak/Ya. */
export const KonfirmasiReset: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    const b = within(canvasElement.ownerDocument.body);
    await userEvent.click(b.getByRole('button', { name: 'Reset pengerjaan Bunga Maharani' }));
    const dialog = await b.findByRole('alertdialog', { name: 'Konfirmasi' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** 'Belum Mengerjakan'. */
export const BelumMengerjakan: Story = { args: { defaultTab: 'belum' } };

/** 'Statistik Jawaban': who answered, who was right, the option spread, the mean score. */
export const Statistik: Story = { args: { defaultTab: 'statistik' } };

export const StatistikKosong: Story = {
  args: { defaultTab: 'statistik', statistik: { data: [] } },
};

/** Long Indonesian names wrap in their column. */
export const TeksPanjang: Story = {
  args: {
    pengerjaan: daftar(
      BARIS_PENGERJAAN.map((b, i) => ({
        ...b,
        mahasiswa: {
          ...b.mahasiswa,
          nama:
            i % 2
              ? 'Raden Ajeng Siti Nurhaliza Kusumawardhani Putri Mangkunegara'
              : b.mahasiswa.nama,
        },
      })),
      TOTAL_PENGERJAAN,
    ),
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};

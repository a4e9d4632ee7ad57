import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DAFTAR_KEHADIRAN } from '../../../test/daftarKehadiranFixtures';
import { DaftarKehadiranView } from './DaftarKehadiranView';

const meta = {
  title: 'Views/Kehadiran/DaftarKehadiranView',
  component: DaftarKehadiranView,
  args: {
    data: DAFTAR_KEHADIRAN,
    page: 1,
    pageSize: 10,
    total: DAFTAR_KEHADIRAN.length,
    onPageChange: fn(),
    filter: { status: null, jenis: null },
    onFilterChange: fn(),
    onSearch: fn(),
    hrefPertemuan: (b) => `/kehadiran/${b.kelas_kuliah.id}/${b.pertemuan.id}`,
    hrefRekap: (b) => `/kehadiran/${b.kelas_kuliah.id}`,
    onEkspor: fn(),
    onRetry: fn(),
    timeZone: 'Asia/Jakarta',
  },
} satisfies Meta<typeof DaftarKehadiranView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Meetings of two classes: attendees out of participants and the average progress. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('18/32')).toBeVisible();
    await expect(canvas.getByText('64.0%')).toBeVisible();
  },
};

/** Filtered to running online meetings. */
export const Disaring: Story = {
  args: {
    filter: { status: 'berlangsung', jenis: 'online' },
    data: DAFTAR_KEHADIRAN.slice(1, 2),
    total: 1,
  },
};

/** Several pages. */
export const BanyakHalaman: Story = { args: { total: 48, page: 2 } };

export const Empty: Story = { args: { data: [], total: 0 } };

/** Nothing matches the search or the filters. */
export const EmptyFilter: Story = {
  args: {
    data: [],
    total: 0,
    defaultSearch: 'kalkulus',
    filter: { status: 'selesai', jenis: null },
  },
};

export const Loading: Story = { args: { isLoading: true, data: [] } };

export const LoadFailed: Story = { args: { isError: true, data: [] } };

/** The export is running: its button waits. */
export const Mengekspor: Story = { args: { isEksporPending: true } };

/** Without the recap link and the export (no callbacks given). */
export const Disabled: Story = { args: { hrefRekap: undefined, onEkspor: undefined } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  SEKARANG_VIDCON,
  VIDCON_BELUM_DIMULAI,
  VIDCON_BERLANGSUNG,
  VIDCON_BERLANGSUNG_MAHASISWA,
  VIDCON_SELESAI,
  VIDCON_TEKS_PANJANG,
} from '../../../test/vidconFixtures';
import { DaftarVidconView } from './DaftarVidconView';

const SELESAI_MAHASISWA = { ...VIDCON_SELESAI, join_data: [] };

const meta = {
  title: 'Views/DaftarVidconView',
  component: DaftarVidconView,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    vidcon: [VIDCON_BELUM_DIMULAI, VIDCON_BERLANGSUNG_MAHASISWA, SELESAI_MAHASISWA],
    peran: 'mahasiswa',
    waktuServer: SEKARANG_VIDCON,
    page: 1,
    pageSize: 10,
    total: 3,
    onPageChange: fn(),
    onSearch: fn(),
    onStatusChange: fn(),
    onGabung: fn(),
    onRetry: fn(),
    timeZone: 'Asia/Jakarta',
  },
} satisfies Meta<typeof DaftarVidconView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A student's vidcons across classes, each with its course, class and meeting. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/IF2110/).length).toBe(3);
    const [gabung] = canvas.getAllByRole('button', { name: 'Gabung' });
    await expect(gabung).toBeEnabled();
  },
};

/** A lecturer: who joined each vidcon, late or on time. */
export const Staf: Story = {
  args: { peran: 'staf', vidcon: [VIDCON_BERLANGSUNG, VIDCON_SELESAI] },
};

/** Filtered to running vidcons. */
export const Berlangsung: Story = {
  args: { status: 'berlangsung', vidcon: [VIDCON_BERLANGSUNG_MAHASISWA], total: 1 },
};

/** Several pages. */
export const BanyakHalaman: Story = { args: { total: 48, page: 2 } };

export const Empty: Story = { args: { vidcon: [], total: 0 } };

/** Nothing matches the search or the status. */
export const EmptyFilter: Story = {
  args: { vidcon: [], total: 0, status: 'selesai', defaultSearch: 'praktikum' },
};

export const Loading: Story = { args: { isLoading: true, vidcon: [] } };

export const LoadFailed: Story = { args: { isError: true, vidcon: [] } };

export const LongText: Story = { args: { vidcon: [VIDCON_TEKS_PANJANG], total: 1 } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const MobileStaf: Story = {
  args: { peran: 'staf', vidcon: [VIDCON_BERLANGSUNG, VIDCON_SELESAI] },
  globals: { viewport: { value: 'mobile' } },
};

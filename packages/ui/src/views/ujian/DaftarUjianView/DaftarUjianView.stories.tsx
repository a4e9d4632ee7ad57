import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  DAFTAR_UJIAN,
  SEKARANG_UJIAN,
  TOTAL_DAFTAR_UJIAN,
  UJIAN_BERLANGSUNG,
  UJIAN_TEKS_PANJANG,
} from '../../../test/ujianMahasiswaFixtures';
import { DaftarUjianView } from './DaftarUjianView';

const meta = {
  title: 'Views/DaftarUjianView',
  component: DaftarUjianView,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    ujian: DAFTAR_UJIAN,
    waktuServer: SEKARANG_UJIAN,
    page: 1,
    pageSize: 5,
    total: TOTAL_DAFTAR_UJIAN,
    onPageChange: fn(),
    onSearch: fn(),
    onRetry: fn(),
    timeZone: 'Asia/Jakarta',
  },
} satisfies Meta<typeof DaftarUjianView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An attempt in progress, the UTS ahead, a remedial exam, a quiz done and a quiz missed. */
export const Default: Story = {};

/** 'Cari judul' searches at once on Enter; the pager asks for page 2. */
export const CariDanHalaman: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Cari judul' }), 'kuis{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('kuis');
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith({ page: 2, pageSize: 5 });
  },
};

export const Empty: Story = { args: { ujian: [], total: 0 } };

/** A search that found nothing. */
export const EmptySearch: Story = { args: { ujian: [], total: 0, defaultSearch: 'statistika' } };

export const Loading: Story = { args: { ujian: [], isLoading: true } };

export const LoadFailed: Story = { args: { isError: true } };

/** A page loading while the last one shows: the pager is disabled. */
export const Disabled: Story = { args: { isLoading: true } };

export const LongText: Story = {
  args: { ujian: [UJIAN_TEKS_PANJANG, UJIAN_BERLANGSUNG], total: 2 },
};

export const Mobile: Story = {
  args: { ujian: [UJIAN_TEKS_PANJANG, ...DAFTAR_UJIAN.slice(0, 3)] },
  globals: { viewport: { value: 'mobile' } },
};

import type { KeadaanHalaman } from '@kampus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  DAFTAR_PERTEMUAN,
  PERTEMUAN_JUDUL_PANJANG_STAF,
  pertemuanKe,
  TOTAL_PERTEMUAN,
} from '../../../test/kelasStafFixtures';
import { DataPertemuanList, type DataPertemuanListProps } from './DataPertemuanList';

/** Paging kept in the story; each page is built from the fixed meetings. */
function Halaman(props: DataPertemuanListProps) {
  const [halaman, setHalaman] = useState<KeadaanHalaman>({
    page: props.page,
    pageSize: props.pageSize,
  });
  const awal = (halaman.page - 1) * halaman.pageSize;
  const pertemuan =
    props.pertemuan.length < props.total
      ? Array.from({ length: Math.min(halaman.pageSize, props.total - awal) }, (_, i) =>
          pertemuanKe(awal + i + 1),
        )
      : props.pertemuan;
  return (
    <DataPertemuanList
      {...props}
      pertemuan={pertemuan}
      page={halaman.page}
      pageSize={halaman.pageSize}
      onPageChange={(k) => {
        setHalaman(k);
        props.onPageChange(k);
      }}
    />
  );
}

const meta = {
  title: 'Views/DataPertemuanList',
  component: DataPertemuanList,
  render: (args) => <Halaman {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    pertemuan: DAFTAR_PERTEMUAN,
    page: 1,
    pageSize: 5,
    total: TOTAL_PERTEMUAN,
    onPageChange: fn(),
    onSearch: fn(),
  },
} satisfies Meta<typeof DataPertemuanList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Page 2 continues the numbering at 6. */
export const NextPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith({ page: 2, pageSize: 5 });
    await expect(canvas.getByRole('list', { name: 'Daftar pertemuan' })).toHaveAttribute(
      'start',
      '6',
    );
  },
};

export const Empty: Story = { args: { pertemuan: [], total: 0 } };

export const Loading: Story = { args: { pertemuan: [], isLoading: true } };

export const LoadFailed: Story = { args: { isError: true, onRetry: fn() } };

/** While a page loads the pager is disabled. */
export const Disabled: Story = { args: { isLoading: true } };

export const LongText: Story = {
  args: {
    pertemuan: [PERTEMUAN_JUDUL_PANJANG_STAF, pertemuanKe(8), { ...pertemuanKe(3), judul: '' }],
    total: 3,
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

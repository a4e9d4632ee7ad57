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
import { TabelPertemuan, type TabelPertemuanProps } from './TabelPertemuan';

/** Paging kept in the story; each page is built from the fixed meetings. */
function Halaman(props: TabelPertemuanProps) {
  const [halaman, setHalaman] = useState<KeadaanHalaman>({
    page: props.page,
    pageSize: props.pageSize,
  });
  const awal = (halaman.page - 1) * halaman.pageSize;
  const data =
    props.data.length < props.total
      ? Array.from({ length: Math.min(halaman.pageSize, props.total - awal) }, (_, i) =>
          pertemuanKe(awal + i + 1),
        )
      : props.data;
  return (
    <TabelPertemuan
      {...props}
      data={data}
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
  title: 'Views/TabelPertemuan',
  component: TabelPertemuan,
  render: (args) => <Halaman {...args} />,
  args: {
    data: DAFTAR_PERTEMUAN,
    page: 1,
    pageSize: 5,
    total: TOTAL_PERTEMUAN,
    onPageChange: fn(),
  },
} satisfies Meta<typeof TabelPertemuan>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The next page continues the numbering (6..10). */
export const NextPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman berikutnya' }));
    await expect(args.onPageChange).toHaveBeenCalledWith({ page: 2, pageSize: 5 });
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent(/^6/);
  },
};

export const Empty: Story = { args: { data: [], total: 0 } };

export const Loading: Story = { args: { data: [], isLoading: true } };

export const LoadFailed: Story = { args: { isError: true, onRetry: fn() } };

/** While the next page loads the pager is disabled. */
export const Disabled: Story = { args: { isLoading: true } };

export const LongText: Story = {
  args: {
    data: [PERTEMUAN_JUDUL_PANJANG_STAF, pertemuanKe(8), { ...pertemuanKe(3), judul: '' }],
    total: 3,
  },
};

/** Times in the class zone (WIT). */
export const OtherTimeZone: Story = { args: { timeZone: 'Asia/Jayapura' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

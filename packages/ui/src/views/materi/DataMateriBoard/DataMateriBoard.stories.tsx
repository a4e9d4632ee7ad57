import { MATERI_PER_HALAMAN } from '@kampus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  DAFTAR_MATERI,
  MATERI_EBOOK,
  MATERI_TEKS_PANJANG,
  MATERI_VIDEO,
  materiKe,
  SEKARANG_MATERI_KARTU,
  SYARAT_MATERI,
  TOTAL_MATERI,
} from '../../../test/materiFixtures';
import { DataMateriBoard, type DataMateriBoardProps } from './DataMateriBoard';

/** Paging kept in the story; a long list is built page by page from the fixed materials. */
function Halaman(props: DataMateriBoardProps) {
  const [page, setPage] = useState(props.page);
  const awal = (page - 1) * MATERI_PER_HALAMAN;
  const materi =
    props.materi.length < props.total
      ? Array.from({ length: Math.min(MATERI_PER_HALAMAN, props.total - awal) }, (_, i) =>
          materiKe(awal + i + 1),
        )
      : props.materi;
  return (
    <DataMateriBoard
      {...props}
      materi={materi}
      page={page}
      onPageChange={(p) => {
        setPage(p);
        props.onPageChange(p);
      }}
    />
  );
}

const meta = {
  title: 'Views/DataMateriBoard',
  component: DataMateriBoard,
  render: (args) => <Halaman {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 840 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    sekarang: SEKARANG_MATERI_KARTU,
    materi: DAFTAR_MATERI,
    total: DAFTAR_MATERI.length,
    page: 1,
    onPageChange: fn(),
    mode: 'pengajar',
    timeZone: 'Asia/Jakarta',
    syarat: SYARAT_MATERI,
    onRetry: fn(),
    onAdd: fn(),
    onOpen: fn(),
    onDownload: fn(),
    onEdit: fn(),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof DataMateriBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A lecturer: 'Tambah Materi' and the manage buttons on each card. */
export const Default: Story = {};

/** A student: the presence requirements, no add, edit or delete. */
export const Mahasiswa: Story = {
  args: { mode: 'mahasiswa', onAdd: undefined, onEdit: undefined, onDelete: undefined },
};

/** 23 materials: 10 per page. */
export const Paging: Story = {
  args: { materi: [materiKe(1)], total: TOTAL_MATERI },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman 3' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await expect(
      within(canvas.getByRole('list', { name: 'Daftar materi' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  },
};

export const Empty: Story = { args: { materi: [], total: 0 } };

/** A student's empty board: no add button. */
export const EmptyMahasiswa: Story = {
  args: { materi: [], total: 0, mode: 'mahasiswa', onAdd: undefined },
};

export const Loading: Story = { args: { materi: [], total: 0, isLoading: true } };

/** Loading the next page: the pager is disabled. */
export const Disabled: Story = {
  args: { materi: [materiKe(1)], total: TOTAL_MATERI, isLoading: true },
};

export const LoadFailed: Story = { args: { isError: true } };

export const LongText: Story = {
  args: { materi: [MATERI_TEKS_PANJANG, MATERI_EBOOK, MATERI_VIDEO], total: 3 },
};

export const Mobile: Story = {
  args: { materi: [MATERI_TEKS_PANJANG, MATERI_EBOOK, MATERI_VIDEO], total: 3 },
  globals: { viewport: { value: 'mobile' } },
};

export const MobileMahasiswa: Story = {
  args: {
    ...Mahasiswa.args,
    materi: [MATERI_TEKS_PANJANG, MATERI_EBOOK, MATERI_VIDEO],
    total: 3,
  },
  globals: { viewport: { value: 'mobile' } },
};

/** 'Hapus' asks first; 'Batal' keeps the material. */
export const ConfirmDelete: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const kartu = canvas.getByRole('article', { name: 'Modul 1: Pengantar Basis Data' });
    await userEvent.click(within(kartu).getByRole('button', { name: 'Hapus' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Konfirmasi' });
    await expect(dialog).toHaveTextContent('Anda yakin ingin menghapus materi ini?');
    await expect(within(dialog).getByRole('button', { name: 'Batal' })).toHaveFocus();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

// Last in the file: a pending button leaves a live-region message behind for the next story.
/** 'Hapus' confirmed: pending until the deletion settles. */
export const Deleting: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  args: { onDelete: fn(() => new Promise<void>(() => {})) },
  play: async (context) => {
    await ConfirmDelete.play?.(context);
    const dialog = body(context.canvasElement).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await expect(context.args.onDelete).toHaveBeenCalledWith(MATERI_EBOOK);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeDisabled(),
    );
  },
};

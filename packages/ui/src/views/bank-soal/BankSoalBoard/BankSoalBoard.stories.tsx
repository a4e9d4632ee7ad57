import type { KeadaanHalaman } from '@kampus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BankSoalBoard, type BankSoalBoardProps, FILTER_BANK_SOAL_KOSONG } from './BankSoalBoard';
import {
  BANK_SOAL_BASIS_DATA,
  BANK_SOAL_DOSEN_LAIN,
  BANK_SOAL_TANPA_DOSEN,
  BANK_SOAL_TEKS_PANJANG,
  bankSoalKe,
  DAFTAR_BANK_SOAL,
  TOTAL_BANK_SOAL,
} from './bankSoalFixtures';

/** Paging and filters kept in the story, as the page does. */
function Terkendali(props: BankSoalBoardProps) {
  const [halaman, setHalaman] = useState<KeadaanHalaman>({
    page: props.page,
    pageSize: props.pageSize,
  });
  const [filter, setFilter] = useState(props.filter);
  const awal = (halaman.page - 1) * halaman.pageSize;
  const bankSoal =
    props.bankSoal.length < props.total
      ? Array.from({ length: Math.min(halaman.pageSize, props.total - awal) }, (_, i) =>
          bankSoalKe(awal + i + 1),
        )
      : props.bankSoal;
  return (
    <BankSoalBoard
      {...props}
      bankSoal={bankSoal}
      page={halaman.page}
      pageSize={halaman.pageSize}
      onPageChange={(k) => {
        setHalaman(k);
        props.onPageChange(k);
      }}
      filter={filter}
      onTerapkan={(f) => {
        setFilter(f);
        props.onTerapkan(f);
      }}
      onReset={() => {
        setFilter(FILTER_BANK_SOAL_KOSONG);
        props.onReset();
      }}
    />
  );
}

const meta = {
  title: 'Views/BankSoalBoard',
  component: BankSoalBoard,
  render: (args) => <Terkendali {...args} />,
  args: {
    bankSoal: DAFTAR_BANK_SOAL,
    total: DAFTAR_BANK_SOAL.length,
    page: 1,
    pageSize: 10,
    onPageChange: fn(),
    filter: FILTER_BANK_SOAL_KOSONG,
    onTerapkan: fn(),
    onReset: fn(),
    onRetry: fn(),
    onTambah: fn(),
    onDuplikat: fn(async () => undefined),
    onHapus: fn(async () => undefined),
    timeZone: 'Asia/Jakarta',
  },
} satisfies Meta<typeof BankSoalBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * A lecturer's board: their own banks with 'Duplicate' and 'Delete', another lecturer's shown
 * bank with 'Lihat' only.
 */
export const Default: Story = {};

/** The user may not add banks (an operator with read only): no 'Tambah Bank Soal'. */
export const TanpaTambah: Story = { args: { bolehTambah: false, onDuplikat: undefined } };

/** 23 banks, 10 per page; page 3 holds the last 3. */
export const Paging: Story = {
  args: { bankSoal: [bankSoalKe(1)], total: TOTAL_BANK_SOAL },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman 3' }));
    await expect(args.onPageChange).toHaveBeenCalledWith({ page: 3, pageSize: 10 });
    await expect(
      within(canvas.getByRole('list', { name: 'Daftar bank soal' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  },
};

/** 'Terapkan' applies the drafted fields; 'Reset' empties them. */
export const Filter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mata Kuliah' }), 'MK-IF201');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Prodi Matkul' }), 'PRODI-IF');
    await userEvent.click(canvas.getByRole('button', { name: 'Terapkan' }));
    await expect(args.onTerapkan).toHaveBeenCalledWith({
      search: '',
      id_mata_kuliah: 'MK-IF201',
      id_prodi: 'PRODI-IF',
    });
  },
};

/** Nothing yet: 'Ups! Data Kosong'. */
export const Empty: Story = { args: { bankSoal: [], total: 0 } };

/** Nothing matches the applied filters. */
export const EmptyFiltered: Story = {
  args: {
    bankSoal: [],
    total: 0,
    filter: { search: 'statistika', id_mata_kuliah: '', id_prodi: '' },
  },
};

export const Loading: Story = { args: { bankSoal: [], total: 0, isLoading: true } };

/** Loading the next page: the pager and the filter buttons are disabled. */
export const Disabled: Story = {
  args: { bankSoal: [bankSoalKe(1)], total: TOTAL_BANK_SOAL, isLoading: true },
};

export const LoadFailed: Story = {
  args: { isError: true, pesanGalat: 'Terjadi kesalahan' },
};

/** A bank without lecturer and one with long texts. */
export const LongText: Story = {
  args: {
    bankSoal: [BANK_SOAL_TEKS_PANJANG, BANK_SOAL_TANPA_DOSEN, BANK_SOAL_BASIS_DATA],
    total: 3,
  },
};

export const Mobile: Story = {
  args: {
    bankSoal: [BANK_SOAL_TEKS_PANJANG, BANK_SOAL_TANPA_DOSEN, BANK_SOAL_DOSEN_LAIN],
    total: 3,
    filter: { search: '', id_mata_kuliah: 'MK-IF201', id_prodi: '' },
  },
  globals: { viewport: { value: 'mobile' } },
};

/** On phones the filters open in a sheet. */
export const MobileFilter: Story = {
  args: { filter: { search: '', id_mata_kuliah: 'MK-IF201', id_prodi: '' } },
  globals: { viewport: { value: 'mobile' } },
  parameters: {
    screenshot: { target: 'viewport' },
    docs: { story: { inline: false, height: '640px' } },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Filter/ }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Filter' });
    await expect(within(dialog).getByRole('textbox', { name: 'Mata Kuliah' })).toHaveValue(
      'MK-IF201',
    );
  },
};

/** 'Duplicate' is pending until the copy is made; the card's 'Delete' waits. */
export const Duplicating: Story = {
  args: { onDuplikat: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const kartu = canvas.getByRole('article', { name: BANK_SOAL_BASIS_DATA.judul });
    await userEvent.click(within(kartu).getByRole('button', { name: /^Duplicate/ }));
    await expect(args.onDuplikat).toHaveBeenCalledWith(BANK_SOAL_BASIS_DATA);
    await waitFor(() =>
      expect(within(kartu).getByRole('button', { name: /^Delete/ })).toBeDisabled(),
    );
  },
};

/** 'Delete' asks first; 'Batal' keeps the bank. */
export const ConfirmDelete: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const kartu = canvas.getByRole('article', { name: BANK_SOAL_TANPA_DOSEN.judul });
    await userEvent.click(within(kartu).getByRole('button', { name: /^Delete/ }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Konfirmasi' });
    await expect(dialog).toHaveTextContent('Anda yakin ingin menghapus bank soal ini?');
    await expect(within(dialog).getByRole('button', { name: 'Batal' })).toHaveFocus();
    await expect(args.onHapus).not.toHaveBeenCalled();
  },
};

// Last in the file: a pending button leaves a live-region message behind for the next story.
/** 'Hapus' confirmed: pending until the deletion settles. */
export const Deleting: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  args: { onHapus: fn(() => new Promise<void>(() => {})) },
  play: async (context) => {
    await ConfirmDelete.play?.(context);
    const dialog = body(context.canvasElement).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await expect(context.args.onHapus).toHaveBeenCalledWith(BANK_SOAL_TANPA_DOSEN);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeDisabled(),
    );
  },
};

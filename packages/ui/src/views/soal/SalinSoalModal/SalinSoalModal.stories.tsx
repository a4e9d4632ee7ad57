import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createToastQueue, ToastRegion } from '../../../primitives/Toast';
import {
  SOAL_MATA_KULIAH,
  SOAL_MATA_KULIAH_2,
  SOAL_MATA_KULIAH_PANJANG,
  TOTAL_SOAL_MATA_KULIAH,
} from './fixtures';
import { SalinSoalModal, type SalinSoalModalProps } from './SalinSoalModal';

/**
 * The modal as a page feeds it: page 1 or 2 of the fixtures (unless the story gives rows), its
 * own open state and toast region.
 */
function Halaman(args: SalinSoalModalProps) {
  const [antrian] = useState(createToastQueue);
  const [page, setPage] = useState(args.page);
  const [isOpen, setOpen] = useState(args.isOpen);
  const rows = args.rows === SOAL_MATA_KULIAH && page === 2 ? SOAL_MATA_KULIAH_2 : args.rows;
  return (
    <>
      <SalinSoalModal
        {...args}
        isOpen={isOpen}
        onOpenChange={(buka) => {
          setOpen(buka);
          args.onOpenChange(buka);
        }}
        rows={rows}
        page={page}
        onPage={(p, n) => {
          setPage(p);
          args.onPage(p, n);
        }}
        toastQueue={antrian}
      />
      <ToastRegion queue={antrian} />
    </>
  );
}

const meta = {
  title: 'Views/SalinSoalModal',
  component: SalinSoalModal,
  render: (args) => <Halaman {...args} />,
  parameters: { screenshot: { target: 'viewport' } },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    tujuan: 'Salin ke Kelompok 1: Konsep Dasar',
    rows: SOAL_MATA_KULIAH,
    total: TOTAL_SOAL_MATA_KULIAH,
    page: 1,
    onPage: fn(),
    search: '',
    onSearch: fn(),
    onSalin: fn(async () => undefined),
  },
} satisfies Meta<typeof SalinSoalModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dialog = async (canvasElement: HTMLElement) => {
  const d = await body(canvasElement).findByRole('dialog', { name: 'Soal Mata Kuliah' });
  await waitFor(() => expect(d).toBeVisible());
  return within(d);
};

/** The course's bank questions, ten a page, nothing chosen yet. */
export const Default: Story = {};

/** A choice kept across pages: two on page 1, one on page 2. */
export const PilihanLintasHalaman: Story = {
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement);
    await userEvent.click(await d.findByRole('checkbox', { name: /^Pilih soal Operasi aljabar/ }));
    await userEvent.click(d.getByRole('checkbox', { name: /^Pilih soal Kunci primer/ }));
    await userEvent.click(d.getByRole('button', { name: 'Halaman 2' }));
    await userEvent.click(await d.findByRole('checkbox', { name: /^Pilih soal VIEW menyimpan/ }));
    await expect(d.getByText('3 soal dipilih')).toBeVisible();
  },
};

/** 'Salin' with nothing chosen: 'Tidak ada soal yang dipilih' by the table and as a toast. */
export const TidakAdaDipilih: Story = {
  play: async ({ canvasElement, args }) => {
    const d = await dialog(canvasElement);
    await userEvent.click(d.getByRole('button', { name: 'Salin' }));
    await expect(d.getByRole('alert')).toHaveTextContent('Tidak ada soal yang dipilih');
    await expect(args.onSalin).not.toHaveBeenCalled();
  },
};

/** Copying: 'Salin' pending, the boxes kept. */
export const Menyalin: Story = {
  args: { onSalin: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement);
    await userEvent.click(await d.findByRole('checkbox', { name: /^Pilih soal Operasi aljabar/ }));
    await userEvent.click(d.getByRole('button', { name: 'Salin' }));
    await waitFor(() =>
      expect(d.getByRole('button', { name: /Salin/ })).toHaveAttribute('data-pending', 'true'),
    );
  },
};

export const Memuat: Story = { args: { rows: [], total: 0, isLoading: true } };

/** The list failed: 'NO DATA' with a retry. */
export const Gagal: Story = { args: { rows: [], total: 0, isError: true, onRetry: fn() } };

/** No bank of the course has questions yet. */
export const Kosong: Story = { args: { rows: [], total: 0 } };

/** A search that finds nothing. */
export const PencarianKosong: Story = { args: { rows: [], total: 0, search: 'trigger' } };

/** A long question and bank title: two lines each, the rest in a tooltip. */
export const TeksPanjang: Story = { args: { rows: SOAL_MATA_KULIAH_PANJANG, total: 3 } };

/** Phones: each row a card with its checkbox. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};

import type { BerkasSoal } from '@kampus/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createToastQueue, ToastRegion } from '../../../primitives/Toast';
import type { UnggahBerkasSoalFn } from '../../soal';
import { BankSoalDetailView, type BankSoalDetailViewProps } from './BankSoalDetailView';
import { BANK_SOAL, BANK_SOAL_KOSONG, BANK_SOAL_PANJANG, BANK_SOAL_PENUH } from './fixtures';

/** The view with a toast region of the story's own ('Belum ada soal', the editor's checks). */
function DenganToast(props: BankSoalDetailViewProps) {
  const [antrian] = useState(createToastQueue);
  return (
    <>
      <BankSoalDetailView {...props} toastQueue={antrian} />
      <ToastRegion queue={antrian} />
    </>
  );
}

const janji = () => fn(async () => undefined);

const meta = {
  title: 'Views/BankSoalDetailView',
  component: BankSoalDetailView,
  render: (args) => <DenganToast {...args} />,
  args: {
    bank: BANK_SOAL,
    bolehUbah: true,
    onUnduh: janji(),
    onUbahBank: fn(),
    onTambahSoal: janji(),
    onUbahSoal: janji(),
    onHapusSoal: janji(),
    onSalinDariUjian: fn(),
    onSalinSoalMataKuliah: fn(),
    onImpor: fn(),
  },
} satisfies Meta<typeof BankSoalDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const modal = { screenshot: { target: 'viewport' as const } };

/** The lecturer's bank: its data, 'Cari soal', 'Tambah Soal' and six numbered questions. */
export const Default: Story = {};

/** Without the write right: the questions with their keys, 'Unduh' only. */
export const HanyaBaca: Story = { args: { bolehUbah: false } };

/** A new hidden bank without a lecturer or questions: the spec's empty state. */
export const Kosong: Story = { args: { bank: BANK_SOAL_KOSONG } };

export const Memuat: Story = { args: { bank: null, isLoading: true } };

/** The bank failed to load: 'NO DATA' with a retry (spec 8 'Page loads'). */
export const Gagal: Story = { args: { bank: null, isError: true, onRetry: fn() } };

/**
 * 100 questions (spec 5): 'Tambah Soal' is disabled with the reason; the search narrows the list
 * to one question.
 */
export const Penuh: Story = {
  args: { bank: BANK_SOAL_PENUH },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Tambah Soal' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.type(c.getByRole('searchbox', { name: 'Cari soal' }), 'nomor 100{Enter}');
    await waitFor(() =>
      expect(c.getByText('1 dari 100 soal cocok dengan pencarian')).toBeVisible(),
    );
  },
};

/** 'Cari soal' finds questions by their text and options; numbers stay the bank's. */
export const Pencarian: Story = {
  args: { search: 'join' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('2 dari 6 soal cocok dengan pencarian')).toBeVisible();
  },
};

/** A search that finds nothing. */
export const PencarianKosong: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('searchbox', { name: 'Cari soal' }), 'trigger{Enter}');
    await waitFor(() => expect(c.getByText('Soal tidak ditemukan')).toBeVisible());
  },
};

/** Long title, description, lecturer name, course name, question and options wrap. */
export const TeksPanjang: Story = { args: { bank: BANK_SOAL_PANJANG } };

/** The 'Tambah Soal' menu: the three kinds, 'Salin dari Kuis/Ujian', 'Soal Mata Kuliah', 'Impor Soal'. */
export const MenuTambahSoal: Story = {
  parameters: modal,
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click(b.getByRole('button', { name: 'Tambah Soal' }));
    await waitFor(() =>
      expect(
        within(b.getByRole('menu')).getByRole('menuitem', { name: 'Impor Soal' }),
      ).toBeVisible(),
    );
  },
};

/** 'Tambah Soal' > 'Soal Pilihan' opens the exams' question editor (files go to the bank's). */
export const TambahSoalPilihan: Story = {
  parameters: modal,
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click(b.getByRole('button', { name: 'Tambah Soal' }));
    await userEvent.click(await b.findByRole('menuitem', { name: 'Soal Pilihan' }));
    const dialog = await b.findByRole('dialog', { name: 'Tambah Soal' }, { timeout: 15_000 });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText('Soal Pilihan')).toBeVisible();
  },
};

const berkasBank = (folder: string, file: File): BerkasSoal => {
  const ext = file.name.slice(file.name.lastIndexOf('.') + 1);
  const url = `/v2/storager/berkas/${folder}/7b2d3e4f-0000-4000-8000-000000000009.${ext}`;
  return { name: file.name, content_length: file.size, url, extension: ext, path: url };
};

/** 'Ubah' of the essay with files: its attachment and answer-key file, one more key uploaded. */
export const UbahSoalEsai: Story = {
  parameters: modal,
  args: {
    onUnggahBerkas: fn<UnggahBerkasSoalFn>(async (folder, file) => berkasBank(folder, file)),
  },
  play: async ({ canvasElement, args }) => {
    const b = body(canvasElement);
    await userEvent.click(b.getByRole('button', { name: 'Ubah soal 4' }));
    const dialog = await b.findByRole('dialog', { name: 'Ubah Soal' }, { timeout: 15_000 });
    await waitFor(() => expect(dialog).toBeVisible());
    const region = b.getByRole('region', { name: 'Berkas Kunci Jawaban' });
    const input = region.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('Tidak ada input berkas');
    await userEvent.upload(
      input,
      new File(['x'.repeat(20_480)], 'rubrik-penilaian.pdf', { type: 'application/pdf' }),
    );
    await expect(args.onUnggahBerkas).toHaveBeenCalledWith(
      'kunci_bank_soal',
      expect.anything(),
      expect.any(Function),
    );
    await waitFor(() =>
      expect(within(region).getByRole('link', { name: /^rubrik/ })).toBeVisible(),
    );
  },
};

/** 'Hapus' asks 'Anda yakin ingin menghapus soal ini?' (Batal/Hapus). */
export const HapusSoal: Story = {
  parameters: modal,
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click(b.getByRole('button', { name: 'Hapus soal 2' }));
    const dialog = await b.findByRole('alertdialog', { name: 'Konfirmasi' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent('Anda yakin ingin menghapus soal ini?');
  },
};

/** 'Unduh' while the PDF is being made. */
export const Mengunduh: Story = {
  args: { onUnduh: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Unduh' }));
    await waitFor(() =>
      expect(c.getByRole('button', { name: /Unduh/ })).toHaveAttribute('aria-disabled', 'true'),
    );
  },
};

/** 'Unduh' of a bank without questions: the toast 'Belum ada soal', no download. */
export const UnduhKosong: Story = {
  parameters: modal,
  args: { bank: BANK_SOAL_KOSONG },
  play: async ({ canvasElement, args }) => {
    const b = body(canvasElement);
    await userEvent.click(b.getByRole('button', { name: 'Unduh' }));
    await waitFor(() => expect(b.getByText('Belum ada soal')).toBeVisible());
    await expect(args.onUnduh).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};

export const MobileKosong: Story = {
  args: { bank: BANK_SOAL_KOSONG },
  globals: { viewport: { value: 'mobile' } },
};

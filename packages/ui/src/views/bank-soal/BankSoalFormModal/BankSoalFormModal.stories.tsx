import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  BANK_SOAL_BASIS_DATA,
  BANK_SOAL_TEKS_PANJANG,
  OPSI_DOSEN_BANK,
  OPSI_MATA_KULIAH_BANK,
} from '../BankSoalBoard/bankSoalFixtures';
import { BankSoalFormModal, type BankSoalFormModalProps } from './BankSoalFormModal';

/** The page's server search of courses, answered at once from the fixed list. */
function CariDiServer(props: BankSoalFormModalProps) {
  const [opsi, setOpsi] = useState(props.opsiMataKuliah);
  return (
    <BankSoalFormModal
      {...props}
      opsiMataKuliah={opsi}
      onCariMataKuliah={(teks) => {
        props.onCariMataKuliah?.(teks);
        const kata = teks.toLowerCase();
        setOpsi(
          OPSI_MATA_KULIAH_BANK.filter((m) => `${m.kode} ${m.nama}`.toLowerCase().includes(kata)),
        );
      }}
    />
  );
}

const meta = {
  title: 'Views/BankSoalFormModal',
  component: BankSoalFormModal,
  parameters: {
    screenshot: { target: 'viewport' },
    docs: { story: { inline: false, height: '760px' } },
  },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    mode: 'tambah',
    opsiMataKuliah: OPSI_MATA_KULIAH_BANK,
    onSimpan: fn(async () => undefined),
  },
} satisfies Meta<typeof BankSoalFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Waits for the modal to fade in. */
const terbuka = async (canvasElement: HTMLElement) => {
  const b = body(canvasElement);
  const dialog = await b.findByRole('dialog');
  await waitFor(() => expect(dialog).toBeVisible());
  return b;
};

/** A lecturer adds a bank: no lecturer field (the bank is theirs), hidden by default. */
export const Tambah: Story = {
  play: async ({ canvasElement }) => {
    const b = await terbuka(canvasElement);
    await expect(b.getByRole('heading', { name: 'Tambah Data Bank Soal' })).toBeVisible();
    await expect(b.queryByRole('combobox', { name: /Dosen/ })).not.toBeInTheDocument();
    await expect(b.getByRole('radio', { name: 'Disembunyikan' })).toBeChecked();
  },
};

/** An operator chooses the lecturer too (required when options are given). */
export const TambahOperator: Story = { args: { opsiDosen: OPSI_DOSEN_BANK } };

/** Filled in: every field and the chosen visibility. */
export const Terisi: Story = {
  args: { opsiDosen: OPSI_DOSEN_BANK },
  play: async ({ canvasElement }) => {
    const b = await terbuka(canvasElement);
    await userEvent.type(b.getByRole('textbox', { name: /Judul/ }), 'Bank Soal Kuis 1');
    await userEvent.type(b.getByRole('textbox', { name: /Deskripsi/ }), 'Latihan normalisasi.');
    await userEvent.type(b.getByRole('combobox', { name: /Dosen/ }), 'agus');
    await userEvent.click(await b.findByRole('option', { name: 'Agus Prasetyo, M.Cs.' }));
    await userEvent.click(b.getByRole('button', { name: /Mata Kuliah/ }));
    await userEvent.click(await b.findByRole('option', { name: 'IF201 - Basis Data' }));
    await userEvent.click(b.getByRole('radio', { name: 'Ditampilkan' }));
    await expect(b.getByRole('radio', { name: 'Ditampilkan' })).toBeChecked();
  },
};

/** Changing a bank: its values, 'Simpan' disabled until something changes. */
export const Ubah: Story = {
  args: { mode: 'ubah', bankSoal: BANK_SOAL_BASIS_DATA },
  play: async ({ canvasElement }) => {
    const b = await terbuka(canvasElement);
    await expect(b.getByRole('heading', { name: 'Ubah Data Bank Soal' })).toBeVisible();
    await expect(b.getByRole('combobox', { name: /Mata Kuliah/ })).toHaveValue(
      'IF201 - Basis Data',
    );
    await expect(b.getByRole('button', { name: 'Simpan' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** 'Tambah' with nothing filled: the domain's messages on each field. */
export const ValidationErrors: Story = {
  args: { opsiDosen: OPSI_DOSEN_BANK },
  play: async ({ canvasElement, args }) => {
    const b = await terbuka(canvasElement);
    await userEvent.click(b.getByRole('button', { name: 'Tambah' }));
    await waitFor(() => expect(b.getByText('Judul wajib diisi!')).toBeVisible());
    await expect(b.getByText('Deskripsi wajib diisi!')).toBeVisible();
    await expect(b.getByText('Dosen wajib diisi!')).toBeVisible();
    await expect(b.getByText('Mata kuliah wajib diisi!')).toBeVisible();
    await expect(args.onSimpan).not.toHaveBeenCalled();
  },
};

/** Courses searched on the server: typing asks the page after a pause. */
export const CariMataKuliah: Story = {
  render: (args) => <CariDiServer {...args} />,
  args: { onCariMataKuliah: fn() },
  play: async ({ canvasElement, args }) => {
    const b = await terbuka(canvasElement);
    await userEvent.type(b.getByRole('combobox', { name: /Mata Kuliah/ }), 'struk');
    await waitFor(() => expect(args.onCariMataKuliah).toHaveBeenCalledWith('struk'));
    await waitFor(() =>
      expect(b.getByRole('option', { name: 'IF102 - Struktur Data' })).toBeVisible(),
    );
    await expect(b.getAllByRole('option')).toHaveLength(1);
  },
};

/** The search has not answered yet. */
export const MemuatMataKuliah: Story = {
  args: { opsiMataKuliah: [], isMemuatMataKuliah: true, onCariMataKuliah: fn() },
  play: async ({ canvasElement }) => {
    const b = await terbuka(canvasElement);
    await userEvent.click(b.getByRole('button', { name: /Mata Kuliah/ }));
    await waitFor(() => expect(b.getByText('Memuat mata kuliah...')).toBeVisible());
  },
};

/** The save failed: the modal stays open with the server's message. */
export const SaveFailed: Story = {
  args: {
    mode: 'ubah',
    bankSoal: BANK_SOAL_BASIS_DATA,
    onSimpan: fn(async () => {
      throw new Error('Anda tidak memiliki hak ubah bank soal');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const b = await terbuka(canvasElement);
    await userEvent.type(b.getByRole('textbox', { name: /Judul/ }), ' (Revisi)');
    await userEvent.click(b.getByRole('button', { name: 'Simpan' }));
    await expect(await b.findByRole('alert')).toHaveTextContent(
      'Anda tidak memiliki hak ubah bank soal',
    );
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { mode: 'ubah', bankSoal: BANK_SOAL_TEKS_PANJANG, opsiDosen: OPSI_DOSEN_BANK },
};

export const Mobile: Story = {
  args: { opsiDosen: OPSI_DOSEN_BANK },
  globals: { viewport: { value: 'mobile' } },
  parameters: { docs: { story: { inline: false, height: '900px' } } },
};

// Last in the file: a pending button leaves a live-region message behind for the next story.
/** Saving: every field and button waits until the save settles. */
export const Saving: Story = {
  args: {
    mode: 'ubah',
    bankSoal: BANK_SOAL_BASIS_DATA,
    onSimpan: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ canvasElement, args }) => {
    const b = await terbuka(canvasElement);
    await userEvent.click(b.getByRole('radio', { name: 'Disembunyikan' }));
    await userEvent.click(b.getByRole('button', { name: 'Simpan' }));
    await expect(args.onSimpan).toHaveBeenCalledWith({
      judul: BANK_SOAL_BASIS_DATA.judul,
      deskripsi: BANK_SOAL_BASIS_DATA.deskripsi,
      id_mata_kuliah: BANK_SOAL_BASIS_DATA.mata_kuliah.id,
      ditampilkan: false,
    });
    await waitFor(() => expect(b.getByRole('textbox', { name: /Judul/ })).toBeDisabled());
  },
};

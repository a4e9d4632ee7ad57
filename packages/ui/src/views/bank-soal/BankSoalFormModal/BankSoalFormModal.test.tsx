import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '../../../test/render';
import {
  BANK_SOAL_BASIS_DATA,
  OPSI_DOSEN_BANK,
  OPSI_MATA_KULIAH_BANK,
} from '../BankSoalBoard/bankSoalFixtures';
import { BankSoalFormModal, type BankSoalFormModalProps } from './BankSoalFormModal';

function Terbuka(props: Partial<BankSoalFormModalProps>) {
  const [isOpen, setOpen] = useState(true);
  return (
    <BankSoalFormModal
      isOpen={isOpen}
      mode="tambah"
      opsiMataKuliah={OPSI_MATA_KULIAH_BANK}
      onSimpan={vi.fn(async () => undefined)}
      {...props}
      onOpenChange={(o) => {
        setOpen(o);
        props.onOpenChange?.(o);
      }}
    />
  );
}

const judul = () => screen.getByRole('textbox', { name: /^Judul/ });
const deskripsi = () => screen.getByRole('textbox', { name: /^Deskripsi/ });

describe('BankSoalFormModal', () => {
  it('adds a lecturer’s bank: no lecturer field, the body of SimpanBankSoal, closes', async () => {
    const onSimpan = vi.fn(async () => undefined);
    const onOpenChange = vi.fn();
    const { user } = render(<Terbuka onSimpan={onSimpan} onOpenChange={onOpenChange} />);
    expect(
      await screen.findByRole('dialog', { name: 'Tambah Data Bank Soal' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Dosen/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Disembunyikan' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Ditampilkan' })).toHaveAccessibleDescription(
      'Dosen lain pada mata kuliah yang sama dapat melihat dan menyalin bank soal ini.',
    );
    await user.type(judul(), '  Bank Soal Kuis 1 ');
    await user.type(deskripsi(), 'Latihan normalisasi.');
    await user.type(screen.getByRole('combobox', { name: /^Mata Kuliah/ }), 'struk');
    await user.click(await screen.findByRole('option', { name: 'IF102 - Struktur Data' }));
    await user.click(screen.getByRole('radio', { name: 'Ditampilkan' }));
    await user.click(screen.getByRole('button', { name: 'Tambah' }));
    expect(onSimpan).toHaveBeenCalledWith({
      judul: 'Bank Soal Kuis 1',
      deskripsi: 'Latihan normalisasi.',
      id_mata_kuliah: 'MK-IF102',
      ditampilkan: true,
    });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it("shows the domain's messages and does not save", async () => {
    const onSimpan = vi.fn(async () => undefined);
    const { user } = render(<Terbuka onSimpan={onSimpan} opsiDosen={OPSI_DOSEN_BANK} />);
    await screen.findByRole('dialog', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Tambah' }));
    expect(await screen.findByText('Judul wajib diisi!')).toBeInTheDocument();
    expect(screen.getByText('Deskripsi wajib diisi!')).toBeInTheDocument();
    expect(screen.getByText('Dosen wajib diisi!')).toBeInTheDocument();
    expect(screen.getByText('Mata kuliah wajib diisi!')).toBeInTheDocument();
    expect(judul()).toHaveAttribute('aria-invalid', 'true');
    expect(onSimpan).not.toHaveBeenCalled();
    // A changed field loses its error.
    await user.type(judul(), 'Kuis');
    expect(screen.queryByText('Judul wajib diisi!')).not.toBeInTheDocument();
  });

  it('limits the title to 100 and the description to 300 characters', async () => {
    render(<Terbuka />);
    await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(judul()).toHaveAttribute('maxlength', '100');
    expect(deskripsi()).toHaveAttribute('maxlength', '300');
  });

  it('lets an operator choose the lecturer, sent as id_dosen', async () => {
    const onSimpan = vi.fn(async () => undefined);
    const { user } = render(<Terbuka onSimpan={onSimpan} opsiDosen={OPSI_DOSEN_BANK} />);
    await screen.findByRole('dialog', {}, { timeout: 15_000 });
    await user.type(judul(), 'Kuis');
    await user.type(deskripsi(), 'Kuis mingguan');
    await user.type(screen.getByRole('combobox', { name: /^Dosen/ }), 'agus');
    await user.click(await screen.findByRole('option', { name: 'Agus Prasetyo, M.Cs.' }));
    await user.type(screen.getByRole('combobox', { name: /^Mata Kuliah/ }), 'basis');
    await user.click(await screen.findByRole('option', { name: 'IF201 - Basis Data' }));
    await user.click(screen.getByRole('button', { name: 'Tambah' }));
    expect(onSimpan).toHaveBeenCalledWith({
      judul: 'Kuis',
      deskripsi: 'Kuis mingguan',
      id_mata_kuliah: 'MK-IF201',
      id_dosen: OPSI_DOSEN_BANK[1].id,
      ditampilkan: false,
    });
  });

  it("edits a bank from its values; 'Simpan' waits for a change", async () => {
    const onSimpan = vi.fn(async () => undefined);
    const { user } = render(
      <Terbuka
        mode="ubah"
        bankSoal={BANK_SOAL_BASIS_DATA}
        onSimpan={onSimpan}
        opsiMataKuliah={[]}
      />,
    );
    expect(
      await screen.findByRole('dialog', { name: 'Ubah Data Bank Soal' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(judul()).toHaveValue(BANK_SOAL_BASIS_DATA.judul);
    expect(deskripsi()).toHaveValue(BANK_SOAL_BASIS_DATA.deskripsi);
    // The bank's course shows even when the current options do not hold it.
    expect(screen.getByRole('combobox', { name: /^Mata Kuliah/ })).toHaveValue(
      'IF201 - Basis Data',
    );
    expect(screen.getByRole('radio', { name: 'Ditampilkan' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Simpan' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('radio', { name: 'Disembunyikan' }));
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(onSimpan).toHaveBeenCalledWith({
      judul: BANK_SOAL_BASIS_DATA.judul,
      deskripsi: BANK_SOAL_BASIS_DATA.deskripsi,
      id_mata_kuliah: 'MK-IF201',
      ditampilkan: false,
    });
  });

  it('stays open with the message when the save fails; server field errors on their fields', async () => {
    const onOpenChange = vi.fn();
    const onSimpan = vi
      .fn<BankSoalFormModalProps['onSimpan']>()
      .mockRejectedValueOnce(new Error('Anda tidak memiliki hak ubah bank soal'))
      .mockRejectedValueOnce(
        Object.assign(new Error('Data tidak valid'), {
          errors: [{ field: 'id_mata_kuliah', message: 'Mata kuliah tidak ditemukan' }],
        }),
      );
    const { user } = render(
      <Terbuka
        mode="ubah"
        bankSoal={BANK_SOAL_BASIS_DATA}
        onSimpan={onSimpan}
        onOpenChange={onOpenChange}
      />,
    );
    await screen.findByRole('dialog', {}, { timeout: 15_000 });
    await user.type(judul(), ' (Revisi)');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Anda tidak memiliki hak ubah bank soal',
    );
    expect(judul()).toHaveValue(`${BANK_SOAL_BASIS_DATA.judul} (Revisi)`);
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Mata kuliah tidak ditemukan')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('asks the page for courses 500 ms after typing, not when a course is chosen', async () => {
    const onCariMataKuliah = vi.fn();
    const { user } = render(<Terbuka onCariMataKuliah={onCariMataKuliah} />);
    await screen.findByRole('dialog', {}, { timeout: 15_000 });
    const input = screen.getByRole('combobox', { name: /^Mata Kuliah/ });
    await user.type(input, 'rek');
    expect(onCariMataKuliah).not.toHaveBeenCalled();
    await waitFor(() => expect(onCariMataKuliah).toHaveBeenCalledWith('rek'));
    expect(onCariMataKuliah).toHaveBeenCalledOnce();
    // The server answered: every option is shown, none filtered again here.
    const daftar = await screen.findByRole('listbox');
    expect(within(daftar).getAllByRole('option')).toHaveLength(OPSI_MATA_KULIAH_BANK.length);
    await user.click(within(daftar).getByRole('option', { name: 'IF102 - Struktur Data' }));
    expect(input).toHaveValue('IF102 - Struktur Data');
    await new Promise((r) => setTimeout(r, 600));
    expect(onCariMataKuliah).toHaveBeenCalledOnce();
  });
});

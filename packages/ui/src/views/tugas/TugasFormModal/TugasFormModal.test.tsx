import { PESAN_TUGAS, PESAN_TUGAS_SERVER } from '@kampus/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '../../../test/render';
import {
  OPSI_PERTEMUAN_TUGAS,
  PERTEMUAN_TUGAS,
  TUGAS_STAF,
  TUGAS_STAF_KOSONG,
} from '../../../test/tugasFormFixtures';
import { galatTugas, TugasFormModal, type TugasFormModalProps } from './TugasFormModal';

function Terbuka(props: Partial<TugasFormModalProps>) {
  const [isOpen, setOpen] = useState(true);
  return (
    <TugasFormModal
      isOpen={isOpen}
      onOpenChange={setOpen}
      mode="tambah"
      pertemuan={PERTEMUAN_TUGAS}
      timeZone="Asia/Jakarta"
      onSubmit={vi.fn(async () => undefined)}
      {...props}
    />
  );
}

const tombol = (name: string) => screen.getByRole('button', { name });

describe('galatTugas', () => {
  const kosong = {
    pertemuan: null,
    judul: ' ',
    deskripsi: '<p></p>',
    jenis: null,
    waktu_mulai: null,
    waktu_selesai: null,
    terima_terlambat: false,
  };

  it("puts every one of validasiTugas's messages on its field", () => {
    expect(galatTugas(kosong, { operator: true })).toEqual({
      pertemuan: PESAN_TUGAS.pertemuan,
      judul: PESAN_TUGAS.judul,
      deskripsi: PESAN_TUGAS.deskripsi,
      jenis: PESAN_TUGAS.jenis,
      waktu_mulai: PESAN_TUGAS.mulai,
      waktu_selesai: PESAN_TUGAS.selesai,
    });
    expect(galatTugas(kosong, { operator: false })).not.toHaveProperty('pertemuan');
  });

  it('a deadline before the start, and a type changed after submissions', () => {
    const isi = {
      ...kosong,
      pertemuan: 'ptm-1',
      judul: 'T',
      deskripsi: '<p>x</p>',
      jenis: 'kelompok',
      waktu_mulai: '2026-11-20T01:00:00.000Z',
      waktu_selesai: '2026-11-19T01:00:00.000Z',
    };
    expect(
      galatTugas(isi, { operator: true, asal: { jenis: 'individu', jumlah_pengumpulan: 3 } }),
    ).toEqual({
      waktu_selesai: PESAN_TUGAS.selesaiSebelumMulai,
      jenis: PESAN_TUGAS.jenisTerkunci,
    });
    expect(
      galatTugas(
        { ...isi, waktu_selesai: '2026-11-21T01:00:00.000Z' },
        { operator: true, asal: { jenis: 'individu', jumlah_pengumpulan: 3 } },
      ),
    ).toEqual({ jenis: PESAN_TUGAS.jenisTerkunci });
  });
});

describe('TugasFormModal', () => {
  it('a lecturer sees the meeting from context and the required fields', async () => {
    const onSubmit = vi.fn();
    const { user } = render(<Terbuka onSubmit={onSubmit} />);
    expect(screen.getByRole('region', { name: 'Pertemuan 3' })).toBeInTheDocument();
    await user.click(tombol('Tambah'));
    expect(screen.getByText(PESAN_TUGAS.judul)).toBeInTheDocument();
    expect(screen.getByText(PESAN_TUGAS.deskripsi)).toBeInTheDocument();
    expect(screen.getByText(PESAN_TUGAS.jenis)).toBeInTheDocument();
    expect(screen.queryByText(PESAN_TUGAS.pertemuan)).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('an operator must pick the meeting (spec 6)', async () => {
    const { user } = render(<Terbuka pertemuan={null} opsiPertemuan={OPSI_PERTEMUAN_TUGAS} />);
    await user.click(tombol('Tambah'));
    expect(screen.getAllByText(PESAN_TUGAS.pertemuan).length).toBeGreaterThan(0);
    expect(screen.getAllByText(PESAN_TUGAS.mulai).length).toBeGreaterThan(0);
  });

  it('sends the contract body: times in the class zone, due a week after the meeting', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { user } = render(<Terbuka onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Judul' }), ' Laporan Rekursi ');
    await user.type(screen.getByRole('textbox', { name: 'Deskripsi' }), 'Kerjakan modul');
    await user.click(screen.getByRole('radio', { name: 'Kelompok' }));
    await user.click(screen.getByRole('radio', { name: 'Ya' }));
    await user.click(screen.getByRole('checkbox', { name: '.pdf' }));
    await user.type(screen.getByRole('textbox', { name: 'Batas Ukuran File (MB)' }), '20');
    await user.tab();
    await user.click(tombol('Tambah'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        id_pertemuan: PERTEMUAN_TUGAS.id,
        judul: 'Laporan Rekursi',
        jenis: 'kelompok',
        waktu_mulai: '2026-11-13T08:00:00+07:00',
        waktu_selesai: '2026-11-20T08:00:00+07:00',
        terima_terlambat: true,
        jenis_file_diterima: ['.pdf'],
        batas_ukuran_mb: 20,
      }),
    );
  });

  it('the deadline may not come before the start', async () => {
    const { user } = render(
      <Terbuka
        mode="ubah"
        tugas={{ ...TUGAS_STAF_KOSONG, waktu_selesai: '2026-11-12T01:00:00.000Z' }}
      />,
    );
    await user.click(tombol('Simpan'));
    expect(screen.getAllByText(PESAN_TUGAS.selesaiSebelumMulai).length).toBeGreaterThan(0);
  });

  it('editing an assignment with submissions locks its type', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { user } = render(<Terbuka mode="ubah" tugas={TUGAS_STAF} onSubmit={onSubmit} />);
    expect(screen.getByRole('textbox', { name: 'Judul' })).toHaveValue(TUGAS_STAF.judul);
    expect(screen.getByText(PESAN_TUGAS.jenisTerkunci)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Kelompok' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '.pdf' })).toBeChecked();
    await user.click(tombol('Simpan'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ jenis: 'individu', jenis_file_diterima: ['.pdf', '.docx'] }),
    );
  });

  it("shows the server's message", () => {
    render(<Terbuka galat={PESAN_TUGAS_SERVER.jenisFile} />);
    expect(screen.getByRole('alert')).toHaveTextContent(PESAN_TUGAS_SERVER.jenisFile);
  });
});

import { PESAN_PENGUMPULAN } from '@kampus/domain';
import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '../../../test/render';
import {
  SAYA_ANGGOTA,
  SAYA_BELUM,
  SAYA_DINILAI,
  SAYA_TERKUMPUL,
  TUGAS_KUMPUL,
} from '../../../test/tugasFixtures';
import { PengumpulanSayaPanel } from './PengumpulanSayaPanel';

const pdf = (nama = 'laporan.pdf', ukuran = 10) =>
  new File([new Uint8Array(ukuran)], nama, { type: 'application/pdf' });

const input = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('PengumpulanSayaPanel', () => {
  it('sends the chosen files and the answer, then empties the form', async () => {
    const onKirim = vi.fn(async () => {});
    const { user } = render(
      <PengumpulanSayaPanel tugas={TUGAS_KUMPUL} saya={SAYA_BELUM} onKirim={onKirim} />,
    );
    expect(screen.getByText('Belum ada pengumpulan.')).toBeInTheDocument();
    await user.upload(input(), pdf());
    await user.type(screen.getByRole('textbox', { name: /Jawaban/ }), 'Lihat lampiran');
    await user.click(screen.getByRole('button', { name: 'Kumpulkan' }));
    expect(onKirim).toHaveBeenCalledWith({ files: [expect.any(File)], teks: 'Lihat lampiran' });
    expect(screen.queryByRole('list', { name: 'Berkas dipilih' })).toBeNull();
  });

  it('refuses an empty submission and a file the assignment does not take, before uploading', async () => {
    const onKirim = vi.fn(async () => {});
    const { user } = render(
      <PengumpulanSayaPanel tugas={TUGAS_KUMPUL} saya={SAYA_BELUM} onKirim={onKirim} />,
    );
    await user.click(screen.getByRole('button', { name: 'Kumpulkan' }));
    expect(screen.getByRole('alert')).toHaveTextContent(PESAN_PENGUMPULAN.kosong);
    // A file dropped on the zone (the picker itself offers only accepted types).
    fireEvent.change(input(), {
      target: { files: [new File(['x'], 'foto.png', { type: 'image/png' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Jenis file yang didukung adalah .pdf, .docx, dengan maksimal ukuran sebesar 10 MB',
    );
    fireEvent.change(input(), { target: { files: [pdf('besar.pdf', 10 * 1_000_000 + 1)] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Ukuran file tidak boleh lebih dari 10MB.');
    expect(onKirim).not.toHaveBeenCalled();
  });

  it('keeps the chosen files and says why when the server refuses', async () => {
    const onKirim = vi.fn(async () => {
      throw new Error('Batas waktu pengumpulan tugas sudah lewat');
    });
    const { user } = render(
      <PengumpulanSayaPanel tugas={TUGAS_KUMPUL} saya={SAYA_BELUM} onKirim={onKirim} />,
    );
    await user.upload(input(), pdf());
    await user.click(screen.getByRole('button', { name: 'Kumpulkan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Batas waktu pengumpulan tugas sudah lewat',
    );
    expect(screen.getByRole('list', { name: 'Berkas dipilih' })).toHaveTextContent('laporan.pdf');
  });

  it("shows what was handed in, and 'Ganti Pengumpulan' opens the form to replace it", async () => {
    const { user } = render(
      <PengumpulanSayaPanel
        tugas={TUGAS_KUMPUL}
        saya={SAYA_TERKUMPUL}
        onKirim={vi.fn()}
        timeZone="Asia/Jakarta"
      />,
    );
    expect(screen.getByText('Terkumpul')).toBeInTheDocument();
    expect(screen.getByText('22 Nov 2026 16:30 oleh Ayu Lestari')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Berkas pengumpulan' })).toHaveTextContent(
      'laporan-rekursi',
    );
    expect(screen.getByText('Belum dinilai')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Kirim tugas' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ganti Pengumpulan' }));
    expect(screen.getByRole('button', { name: 'Kirim Ulang' })).toBeInTheDocument();
  });

  it('shows the grade and feedback, late, and no form once graded', () => {
    render(<PengumpulanSayaPanel tugas={TUGAS_KUMPUL} saya={SAYA_DINILAI} onKirim={vi.fn()} />);
    expect(screen.getByText('Terlambat')).toBeInTheDocument();
    const nilai = screen.getByRole('region', { name: 'Nilai' });
    expect(nilai).toHaveTextContent('87,5');
    expect(nilai).toHaveTextContent('Tambahkan kasus uji untuk n = 0.');
    expect(screen.getByText(PESAN_PENGUMPULAN.sudahDinilai)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Kumpulkan|Ganti/ })).toBeNull();
  });

  it('tells a group member that only the leader sends', () => {
    render(
      <PengumpulanSayaPanel
        tugas={{ ...TUGAS_KUMPUL, jenis: 'kelompok' }}
        saya={SAYA_ANGGOTA}
        onKirim={vi.fn()}
      />,
    );
    const kartu = screen.getByRole('region', { name: 'Pengumpulan Kelompok 1' });
    expect(within(kartu).getByText(PESAN_PENGUMPULAN.bukanKetua)).toBeInTheDocument();
    expect(within(kartu).queryByRole('button', { name: 'Kumpulkan' })).toBeNull();
  });
});

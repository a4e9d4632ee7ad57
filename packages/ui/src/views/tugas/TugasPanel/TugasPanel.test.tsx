import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '../../../test/render';
import {
  SEKARANG_TUGAS,
  TUGAS_BELUM_DIMULAI,
  TUGAS_DINILAI,
  TUGAS_KELOMPOK_BELUM,
  TUGAS_MAHASISWA,
  TUGAS_STAF,
  TUGAS_STAF_BELUM,
  TUGAS_STAF_DINILAI,
  TUGAS_STAF_KOSONG,
  TUGAS_STAF_SEMUA,
  TUGAS_TERKUMPUL,
  TUGAS_TERLEWAT,
} from '../../../test/tugasFormFixtures';
import { statusTugasSaya } from './KartuTugas';
import { PESAN_TUGAS_KOSONG, TEKS_KONFIRMASI_HAPUS_TUGAS, TugasPanel } from './TugasPanel';

const kartu = (judul: string) => screen.getByRole('article', { name: judul });

describe('statusTugasSaya', () => {
  it.each([
    [TUGAS_TERKUMPUL, 'dikumpulkan'],
    [TUGAS_KELOMPOK_BELUM, 'belum_dikumpulkan'],
    [TUGAS_DINILAI, 'dinilai'],
    [TUGAS_TERLEWAT, 'tidak_dikumpulkan'],
    [{ ...TUGAS_TERLEWAT, terima_terlambat: true }, 'terlambat_dibuka'],
    [TUGAS_BELUM_DIMULAI, 'belum_dimulai'],
    [
      { ...TUGAS_TERKUMPUL, pengumpulan_saya: { waktu_kirim: '', terlambat: true, nilai: null } },
      'dikumpulkan_terlambat',
    ],
  ] as const)('%#: %s', (t, status) => {
    expect(statusTugasSaya(t, SEKARANG_TUGAS)).toBe(status);
  });
});

describe('TugasPanel', () => {
  it("a student sees each assignment's type, own status, times and the way in", () => {
    render(<TugasPanel tugas={TUGAS_MAHASISWA} peran="mahasiswa" waktuServer={SEKARANG_TUGAS} />);
    const k = within(kartu(TUGAS_KELOMPOK_BELUM.judul));
    expect(k.getByText('Kelompok')).toBeInTheDocument();
    expect(k.getByText('Belum Dikumpulkan')).toBeInTheDocument();
    // 23:59 WIB on 27 November.
    expect(kartu(TUGAS_KELOMPOK_BELUM.judul)).toHaveTextContent(/Batas: 27 Nov\w* 2026,? 23[.:]59/);
    expect(k.getByRole('link', { name: 'Buka Tugas' })).toHaveAttribute(
      'href',
      `/tugas/${TUGAS_KELOMPOK_BELUM.id}`,
    );
    expect(within(kartu(TUGAS_DINILAI.judul)).getByText('Nilai 87.50')).toBeInTheDocument();
    expect(within(kartu(TUGAS_TERLEWAT.judul)).getByText('Tidak Dikumpulkan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ubah' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tambah Tugas' })).toBeNull();
  });

  it('staff see the monitoring status from the clock (domain statusMonitoringTugas)', () => {
    render(<TugasPanel tugas={TUGAS_STAF_SEMUA} peran="staf" waktuServer={SEKARANG_TUGAS} />);
    expect(within(kartu(TUGAS_STAF.judul)).getByText('Belum Dinilai')).toBeInTheDocument();
    expect(within(kartu(TUGAS_STAF.judul)).getByText('Pengumpulan: 31/40 (2 terlambat)'));
    expect(
      within(kartu(TUGAS_STAF_KOSONG.judul)).getByText('Belum Ada Pengumpulan'),
    ).toBeInTheDocument();
    expect(within(kartu(TUGAS_STAF_DINILAI.judul)).getByText('Sudah Dinilai')).toBeInTheDocument();
    expect(within(kartu(TUGAS_STAF_BELUM.judul)).getByText('Belum Dimulai')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Lihat Pengumpulan' })).toHaveLength(4);
  });

  it('opens in place, adds, edits, and deletes after the confirmation', async () => {
    const onBuka = vi.fn();
    const onTambah = vi.fn();
    const onUbah = vi.fn();
    const onHapus = vi.fn();
    const { user } = render(
      <TugasPanel
        tugas={[TUGAS_STAF]}
        peran="staf"
        waktuServer={SEKARANG_TUGAS}
        onBuka={onBuka}
        onTambah={onTambah}
        onUbah={onUbah}
        onHapus={onHapus}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Lihat Pengumpulan' }));
    expect(onBuka).toHaveBeenCalledWith(TUGAS_STAF);
    await user.click(screen.getByRole('button', { name: 'Tambah Tugas' }));
    expect(onTambah).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Ubah' }));
    expect(onUbah).toHaveBeenCalledWith(TUGAS_STAF);
    await user.click(screen.getByRole('button', { name: 'Hapus' }));
    expect(screen.getByText(TEKS_KONFIRMASI_HAPUS_TUGAS)).toBeInTheDocument();
    expect(onHapus).not.toHaveBeenCalled();
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Hapus' }),
    );
    expect(onHapus).toHaveBeenCalledWith(TUGAS_STAF);
  });

  it('empty, loading and failed', async () => {
    const onRetry = vi.fn();
    const { rerender, user } = render(<TugasPanel tugas={[]} peran="mahasiswa" />);
    expect(screen.getByText(PESAN_TUGAS_KOSONG)).toBeInTheDocument();
    rerender(<TugasPanel tugas={[]} peran="mahasiswa" isLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Memuat tugas');
    rerender(<TugasPanel tugas={[]} peran="mahasiswa" isError onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: /Coba lagi|Muat ulang/i }));
    expect(onRetry).toHaveBeenCalled();
  });
});

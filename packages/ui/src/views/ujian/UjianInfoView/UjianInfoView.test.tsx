import { PESAN_PENGERJAAN } from '@kampus/domain';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '../../../test/render';
import {
  PENGERJAAN_BERJALAN,
  PENGERJAAN_SELESAI,
  PENGERJAAN_SISTEM,
  SEKARANG_UJIAN,
  SOAL_PENGERJAAN_KUNCI,
  UJIAN_BELUM_DIMULAI,
  UJIAN_BELUM_SIAP,
  UJIAN_BERLANGSUNG,
  UJIAN_SEDANG_DIKERJAKAN,
  UJIAN_SELESAI,
  UJIAN_TERLEWAT,
} from '../../../test/ujianMahasiswaFixtures';
import { UjianInfoView, type UjianInfoViewProps } from './UjianInfoView';

const props = (ubah: Partial<UjianInfoViewProps> = {}): UjianInfoViewProps => ({
  ujian: UJIAN_BERLANGSUNG,
  pengerjaan: null,
  waktuServer: SEKARANG_UJIAN,
  onKerjakan: vi.fn(),
  kunciTampil: false,
  ...ubah,
});

const nilai = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

const pengerjaanSaya = () => screen.getByRole('region', { name: 'Pengerjaan Saya' });

describe('UjianInfoView', () => {
  it("shows the exam's information", () => {
    render(<UjianInfoView {...props()} />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Kuis 1: Struktur Data Linear' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Tutup Buku')).toBeInTheDocument();
    expect(nilai('Waktu mulai')).toHaveTextContent('01 Sep 2025, 08:00 WIB');
    expect(nilai('Waktu selesai')).toHaveTextContent('01 Sep 2025, 10:00 WIB');
    expect(nilai('Durasi')).toHaveTextContent('30 menit');
    expect(nilai('Jumlah soal')).toHaveTextContent('8');
  });

  it("not taken, exam running: 'Kerjakan' opens the confirmation", async () => {
    const p = props();
    const { user } = render(<UjianInfoView {...p} />);
    expect(within(pengerjaanSaya()).getByText('Belum Dikerjakan')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kerjakan' }));
    expect(p.onKerjakan).toHaveBeenCalledWith(UJIAN_BERLANGSUNG);
  });

  it("running but not ready (its questions are not complete): no 'Kerjakan', and why", () => {
    render(<UjianInfoView {...props({ ujian: UJIAN_BELUM_SIAP })} />);
    expect(screen.queryByRole('button', { name: 'Kerjakan' })).not.toBeInTheDocument();
    expect(pengerjaanSaya()).toHaveTextContent(PESAN_PENGERJAAN.belumSiap);
  });

  it("no 'Kerjakan' before the start or after the end", () => {
    const { rerender } = render(<UjianInfoView {...props({ ujian: UJIAN_BELUM_DIMULAI })} />);
    expect(screen.queryByRole('button', { name: 'Kerjakan' })).not.toBeInTheDocument();
    expect(pengerjaanSaya()).toHaveTextContent('mulai 08 Sep 2025, 08:00 WIB');
    rerender(<UjianInfoView {...props({ ujian: UJIAN_TERLEWAT })} />);
    expect(screen.queryByRole('button', { name: 'Kerjakan' })).not.toBeInTheDocument();
    expect(within(pengerjaanSaya()).getByText('Tidak Dikerjakan')).toBeInTheDocument();
  });

  it("in progress: its deadline and 'Lanjutkan' to the questions", () => {
    render(
      <UjianInfoView
        {...props({ ujian: UJIAN_SEDANG_DIKERJAKAN, pengerjaan: PENGERJAAN_BERJALAN })}
      />,
    );
    expect(nilai('Batas waktu')).toHaveTextContent('01 Sep 2025, 09:20 WIB');
    expect(screen.getByRole('link', { name: 'Lanjutkan' })).toHaveAttribute(
      'href',
      `/ujian/${UJIAN_SEDANG_DIKERJAKAN.id}/soal`,
    );
    expect(screen.queryByRole('button', { name: 'Kerjakan' })).not.toBeInTheDocument();
  });

  it('finished: submission time, answered count and the published score', () => {
    render(<UjianInfoView {...props({ ujian: UJIAN_SELESAI, pengerjaan: PENGERJAAN_SELESAI })} />);
    expect(within(pengerjaanSaya()).getByText('Sudah Dikerjakan')).toBeInTheDocument();
    expect(nilai('Dikumpulkan')).toHaveTextContent('25 Agu 2025, 08:36 WIB');
    expect(nilai('Soal dijawab')).toHaveTextContent('7 dari 8');
    expect(nilai('Nilai')).toHaveTextContent('85.50');
    expect(screen.queryByRole('button', { name: 'Lihat Kunci Jawaban' })).not.toBeInTheDocument();
  });

  it('submitted by the system: no score until it is published, the key time ahead', () => {
    render(
      <UjianInfoView
        {...props({
          ujian: { ...UJIAN_SELESAI, waktu_tampil_kunci: '2025-09-05T08:00:00+07:00' },
          pengerjaan: PENGERJAAN_SISTEM,
        })}
      />,
    );
    expect(nilai('Berakhir')).toHaveTextContent('dikumpulkan otomatis saat waktu habis');
    expect(nilai('Nilai')).toHaveTextContent('Belum ditampilkan');
    expect(pengerjaanSaya()).toHaveTextContent(
      'Kunci jawaban ditampilkan mulai 05 Sep 2025, 08:00 WIB.',
    );
  });

  it("'Lihat Kunci Jawaban' shows each question's key and the student's answer", async () => {
    const { user } = render(
      <UjianInfoView
        {...props({
          ujian: UJIAN_SELESAI,
          pengerjaan: PENGERJAAN_SELESAI,
          kunciTampil: true,
          kelompokSoal: SOAL_PENGERJAAN_KUNCI,
        })}
      />,
    );
    const tombol = screen.getByRole('button', { name: 'Lihat Kunci Jawaban' });
    expect(tombol).toHaveAttribute('aria-expanded', 'false');
    await user.click(tombol);

    const soal2 = screen.getByRole('article', { name: 'Soal 2' });
    const opsi = within(within(soal2).getByRole('list', { name: 'Pilihan soal 2' })).getAllByRole(
      'listitem',
    );
    expect(opsi[2]).toHaveTextContent('C. EnqueueKunci');
    expect(opsi[3]).toHaveTextContent('D. DequeueJawaban Anda');
    expect(within(soal2).getByText('Nilai 0')).toBeInTheDocument();

    const esai = screen.getByRole('article', { name: 'Soal 4' });
    expect(esai).toHaveTextContent('Stack bersifat LIFO');
    expect(within(esai).getByRole('link', { name: /jawaban-esai-1\.pdf/ })).toBeInTheDocument();
    expect(within(esai).getByRole('link', { name: /pembahasan-stac/ })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Soal 5' })).toHaveTextContent('Tidak dijawab');
  });

  it('loading and load error', async () => {
    const onRetry = vi.fn();
    const { rerender, user } = render(
      <UjianInfoView {...props({ ujian: null, isLoading: true })} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Memuat kuis/ujian');
    rerender(<UjianInfoView {...props({ ujian: null, isError: true, onRetry })} />);
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

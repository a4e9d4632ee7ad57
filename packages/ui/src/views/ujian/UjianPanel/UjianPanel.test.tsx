import { PESAN_PENGERJAAN } from '@kampus/domain';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '../../../test/render';
import {
  SEKARANG_UJIAN,
  UJIAN_BELUM_DIMULAI,
  UJIAN_BELUM_SIAP,
  UJIAN_BERLANGSUNG,
  UJIAN_PERTEMUAN,
  UJIAN_SEDANG_DIKERJAKAN,
  UJIAN_STAF,
  UJIAN_STAF_BELUM_SIAP,
  UJIAN_STAF_TERSEMBUNYI,
  UJIAN_TERLEWAT,
} from '../../../test/ujianMahasiswaFixtures';
import { UjianPanel, type UjianPanelProps } from './UjianPanel';

const props = (ubah: Partial<UjianPanelProps> = {}): UjianPanelProps => ({
  ujian: UJIAN_PERTEMUAN,
  waktuServer: SEKARANG_UJIAN,
  peran: 'mahasiswa',
  onKerjakan: vi.fn(),
  ...ubah,
});

/** The list item of an exam, found by its title. */
const item = (judul: string) =>
  screen.getByRole('heading', { name: judul }).closest('li') as HTMLElement;

describe('UjianPanel, student', () => {
  it('shows each exam: type, book rule, status, own attempt, time and duration', () => {
    render(<UjianPanel {...props()} />);
    const kuis = item('Kuis 1: Struktur Data Linear');
    for (const teks of ['Kuis', 'Tutup Buku', 'Sedang Berlangsung', 'Belum Dikerjakan']) {
      expect(within(kuis).getByText(teks)).toBeInTheDocument();
    }
    expect(kuis).toHaveTextContent('01 Sep 2025, 08:00 - 10:00 WIB');
    expect(kuis).toHaveTextContent('Durasi: 30 menit');
    const uts = item('Ujian Tengah Semester');
    expect(within(uts).getByText('Buku Terbuka')).toBeInTheDocument();
    expect(uts).toHaveTextContent('Durasi: Tanpa batas waktu');
  });

  it("'Kerjakan' on a running exam opens the confirmation for that exam", async () => {
    const p = props();
    const { user } = render(<UjianPanel {...p} />);
    const kuis = item('Kuis 1: Struktur Data Linear');
    await user.click(within(kuis).getByRole('button', { name: 'Kerjakan' }));
    expect(p.onKerjakan).toHaveBeenCalledWith(UJIAN_BERLANGSUNG);
    expect(within(kuis).getByRole('link', { name: 'Lihat Detail' })).toHaveAttribute(
      'href',
      `/ujian/${UJIAN_BERLANGSUNG.id}`,
    );
  });

  it("a running quiz without its questions has no 'Kerjakan' and says it is not ready", () => {
    render(<UjianPanel {...props({ ujian: [UJIAN_BELUM_SIAP] })} />);
    const kuis = item('Kuis 2: Pohon Biner');
    expect(within(kuis).queryByRole('button', { name: 'Kerjakan' })).toBeNull();
    expect(kuis).toHaveTextContent(PESAN_PENGERJAAN.belumSiap);
    // Nothing of the lecturer's warning reaches a student.
    expect(within(kuis).queryByText('Soal belum lengkap')).toBeNull();
  });

  it('an exam that has not started is disabled and collapsed (spec 2)', async () => {
    const { user } = render(<UjianPanel {...props()} />);
    const uts = item('Ujian Tengah Semester');
    const judul = within(uts).getByRole('button', { name: 'Ujian Tengah Semester' });
    expect(judul).toBeDisabled();
    expect(judul).toHaveAttribute('aria-expanded', 'false');
    await user.click(judul);
    expect(within(uts).queryByRole('link', { name: 'Lihat Detail' })).not.toBeInTheDocument();
    expect(within(uts).queryByRole('button', { name: 'Kerjakan' })).not.toBeInTheDocument();
  });

  it('opens by itself once the server clock reaches the start', () => {
    const { rerender } = render(<UjianPanel {...props({ ujian: [UJIAN_BELUM_DIMULAI] })} />);
    expect(screen.getByRole('button', { name: 'Ujian Tengah Semester' })).toBeDisabled();
    rerender(
      <UjianPanel
        {...props({ ujian: [UJIAN_BELUM_DIMULAI], waktuServer: '2025-09-08T08:00:00+07:00' })}
      />,
    );
    const judul = screen.getByRole('button', { name: 'Ujian Tengah Semester' });
    expect(judul).toBeEnabled();
    expect(judul).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Kerjakan' })).toBeInTheDocument();
  });

  it('collapses and expands from the title with the keyboard', async () => {
    const { user } = render(<UjianPanel {...props({ ujian: [UJIAN_BERLANGSUNG] })} />);
    const judul = screen.getByRole('button', { name: 'Kuis 1: Struktur Data Linear' });
    await user.tab();
    expect(judul).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(judul).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Kerjakan' })).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Kerjakan' })).toBeInTheDocument();
  });

  it("an attempt in progress: 'Lanjutkan' to the questions; a missed exam: 'Tidak Dikerjakan'", () => {
    render(<UjianPanel {...props({ ujian: [UJIAN_SEDANG_DIKERJAKAN, UJIAN_TERLEWAT] })} />);
    const kuis = item('Kuis 1: Struktur Data Linear');
    expect(within(kuis).getByText('Sedang Dikerjakan')).toBeInTheDocument();
    expect(within(kuis).getByRole('link', { name: 'Lanjutkan' })).toHaveAttribute(
      'href',
      `/ujian/${UJIAN_SEDANG_DIKERJAKAN.id}/soal`,
    );
    expect(within(kuis).queryByRole('button', { name: 'Kerjakan' })).not.toBeInTheDocument();
    const rekursi = item('Kuis Rekursi');
    expect(within(rekursi).getByText('Tidak Dikerjakan')).toBeInTheDocument();
    expect(within(rekursi).queryByRole('button', { name: 'Kerjakan' })).not.toBeInTheDocument();
  });

  it('never shows the staff controls', () => {
    render(<UjianPanel {...props({ onTambah: vi.fn(), onUbah: vi.fn(), onHapus: vi.fn() })} />);
    expect(screen.queryByRole('button', { name: 'Tambah Kuis/Ujian' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hapus' })).not.toBeInTheDocument();
  });
});

describe('UjianPanel, staff', () => {
  const staf = (ubah: Partial<UjianPanelProps> = {}) =>
    props({
      peran: 'staf',
      ujian: [UJIAN_STAF, UJIAN_STAF_TERSEMBUNYI],
      onTambah: vi.fn(),
      onUbah: vi.fn(),
      onHapus: vi.fn(),
      ...ubah,
    });

  it('shows attempts, those waiting for a grade, hidden exams, and never disables an item', () => {
    render(<UjianPanel {...staf()} />);
    const kuis = item('Kuis 1: Struktur Data Linear');
    expect(kuis).toHaveTextContent('Pengerjaan: 34');
    expect(kuis).toHaveTextContent('Belum dinilai: 5');
    expect(within(kuis).getByRole('link', { name: 'Lihat Hasil' })).toHaveAttribute(
      'href',
      `/kelas/kls-if2110-a/ujian/${UJIAN_STAF.id}?tab=hasil`,
    );
    expect(within(kuis).queryByText('Belum Dikerjakan')).not.toBeInTheDocument();
    const uts = item('Ujian Tengah Semester');
    expect(within(uts).getByText('Disembunyikan')).toBeInTheDocument();
    expect(within(uts).getByRole('button', { name: 'Ujian Tengah Semester' })).toBeEnabled();
  });

  it("warns about a quiz whose groups cannot give their questions, with 'Lengkapi Soal'", () => {
    render(
      <UjianPanel
        {...staf({ ujian: [UJIAN_STAF_BELUM_SIAP, UJIAN_STAF], hrefUjian: (u) => `/soal/${u.id}` })}
      />,
    );
    const kuis = item('Kuis 2: Pohon Biner');
    expect(within(kuis).getByText('Soal belum lengkap', { selector: 'span' })).toBeVisible();
    expect(kuis).toHaveTextContent('Kelompok 1 (Pilihan Ganda) membutuhkan 5 soal, baru ada 1');
    expect(kuis).toHaveTextContent('Kelompok 2 (Esai) belum memiliki soal');
    expect(within(kuis).getByRole('link', { name: /Lengkapi Soal/ })).toHaveAttribute(
      'href',
      `/soal/${UJIAN_STAF_BELUM_SIAP.id}`,
    );
    const siap = item('Kuis 1: Struktur Data Linear');
    expect(within(siap).queryByText('Soal belum lengkap')).toBeNull();
    expect(within(siap).queryByRole('link', { name: /Lengkapi Soal/ })).toBeNull();
  });

  it("'Tambah Kuis/Ujian' and 'Ubah' call their handlers", async () => {
    const p = staf();
    const { user } = render(<UjianPanel {...p} />);
    await user.click(screen.getByRole('button', { name: 'Tambah Kuis/Ujian' }));
    expect(p.onTambah).toHaveBeenCalledOnce();
    await user.click(within(item('Ujian Tengah Semester')).getByRole('button', { name: 'Ubah' }));
    expect(p.onUbah).toHaveBeenCalledWith(UJIAN_STAF_TERSEMBUNYI);
  });

  it("'Hapus' warns about attempts and remedial exams, and deletes only on 'Hapus'", async () => {
    const p = staf();
    const { user } = render(<UjianPanel {...p} />);
    await user.click(
      within(item('Kuis 1: Struktur Data Linear')).getByRole('button', { name: 'Hapus' }),
    );
    let dialog = screen.getByRole('alertdialog', { name: 'Konfirmasi' });
    expect(dialog).toHaveTextContent('Anda yakin ingin menghapus kuis/ujian ini?');
    expect(dialog).toHaveTextContent(
      'Kuis/ujian ini sudah memiliki 34 pengerjaan mahasiswa dan kuis/ujian remedial.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(p.onHapus).not.toHaveBeenCalled();

    await user.click(within(item('Ujian Tengah Semester')).getByRole('button', { name: 'Hapus' }));
    dialog = screen.getByRole('alertdialog', { name: 'Konfirmasi' });
    expect(dialog).not.toHaveTextContent('sudah memiliki');
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(p.onHapus).toHaveBeenCalledWith(UJIAN_STAF_TERSEMBUNYI);
  });
});

describe('UjianPanel states', () => {
  it('empty, loading and load error', async () => {
    const onRetry = vi.fn();
    const { rerender, user } = render(<UjianPanel {...props({ ujian: [] })} />);
    expect(screen.getByText('Belum ada kuis/ujian pada pertemuan ini.')).toBeInTheDocument();
    rerender(<UjianPanel {...props({ isLoading: true })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Memuat kuis/ujian');
    rerender(<UjianPanel {...props({ isError: true, onRetry })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('NO DATA');
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

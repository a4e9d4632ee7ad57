import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '../../../test/render';
import { UJIAN_BELUM_DIMULAI, UJIAN_BERLANGSUNG } from '../../../test/ujianMahasiswaFixtures';
import {
  INFO_TUTUP_BUKU,
  KonfirmasiUjianModal,
  type KonfirmasiUjianModalProps,
  TEKS_PERSETUJUAN_UJIAN,
} from './KonfirmasiUjianModal';

const props = (ubah: Partial<KonfirmasiUjianModalProps> = {}): KonfirmasiUjianModalProps => ({
  ujian: UJIAN_BERLANGSUNG,
  isOpen: true,
  onOpenChange: vi.fn(),
  onMulai: vi.fn(),
  ...ubah,
});

describe('KonfirmasiUjianModal', () => {
  it('shows the exam and the four reminders of spec 2', () => {
    render(<KonfirmasiUjianModal {...props()} />);
    const dialog = screen.getByRole('dialog', { name: 'Konfirmasi Kuis/Ujian' });
    expect(dialog).toHaveTextContent('Kuis 1: Struktur Data Linear');
    expect(dialog).toHaveTextContent('Durasi30 menit');
    expect(dialog).toHaveTextContent('Berakhir01 Sep 2025, 10:00 WIB');
    for (const teks of [
      'Pastikan koneksi internet Anda stabil',
      'Siapkan perangkat cadangan',
      'Baca setiap soal dengan teliti',
      'Perhatikan sisa waktu pengerjaan',
    ]) {
      expect(within(dialog).getByText(new RegExp(teks))).toBeInTheDocument();
    }
  });

  it('adds that cheating is recorded only for a closed-book exam', () => {
    const { rerender } = render(<KonfirmasiUjianModal {...props()} />);
    expect(screen.getByText(INFO_TUTUP_BUKU)).toBeInTheDocument();
    rerender(<KonfirmasiUjianModal {...props({ ujian: UJIAN_BELUM_DIMULAI })} />);
    expect(screen.queryByText(INFO_TUTUP_BUKU)).not.toBeInTheDocument();
  });

  it("'Mulai' stays disabled until the agreement is checked", async () => {
    const p = props();
    const { user } = render(<KonfirmasiUjianModal {...p} />);
    const mulai = screen.getByRole('button', { name: 'Mulai' });
    expect(mulai).toHaveAttribute('aria-disabled', 'true');
    await user.click(mulai);
    expect(p.onMulai).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: TEKS_PERSETUJUAN_UJIAN }));
    const aktif = screen.getByRole('button', { name: 'Mulai' });
    expect(aktif).toBeEnabled();
    await user.click(aktif);
    expect(p.onMulai).toHaveBeenCalledOnce();
  });

  it('starts unchecked again when reopened', async () => {
    const p = props();
    const { user, rerender } = render(<KonfirmasiUjianModal {...p} />);
    await user.click(screen.getByRole('checkbox', { name: TEKS_PERSETUJUAN_UJIAN }));
    rerender(<KonfirmasiUjianModal {...p} isOpen={false} />);
    rerender(<KonfirmasiUjianModal {...p} />);
    expect(screen.getByRole('checkbox', { name: TEKS_PERSETUJUAN_UJIAN })).not.toBeChecked();
  });

  it("'Batal' closes; the server's refusal is shown", async () => {
    const p = props({ galat: 'Kuis/ujian sudah berakhir' });
    const { user } = render(<KonfirmasiUjianModal {...p} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Kuis/ujian sudah berakhir');
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    expect(p.onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays closed without an exam', () => {
    render(<KonfirmasiUjianModal {...props({ ujian: null })} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

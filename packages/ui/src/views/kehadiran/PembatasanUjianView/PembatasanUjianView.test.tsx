import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../../test/render';
import { PembatasanUjianView } from './PembatasanUjianView';

const data = {
  nama: 'Kehadiran Minimal Ujian',
  berlaku: true,
  memenuhi_syarat: false,
  kekurangan: [{ keterangan: 'Kehadiran 60% dari minimal 75% (hadir 6 dari 10 pertemuan)' }],
  persen_kehadiran: 60,
  persen_minimal: 75,
  hadir: 6,
  total: 10,
  pertemuan: { nomor: 8, judul: 'UTS' },
};

describe('PembatasanUjianView', () => {
  it('shows the shortfall as arrears and the way back to the class', () => {
    render(<PembatasanUjianView data={data} hrefKelas="/kelas/k1" />);
    expect(screen.getByRole('heading', { name: 'Akses Ujian Dibatasi' })).toBeInTheDocument();
    expect(screen.getByText(/Pertemuan 8 - UTS/)).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Kehadiran 60% dari minimal 75%/ });
    expect(row).toHaveTextContent('6 / 10');
    expect(row).toHaveTextContent('75%');
    expect(screen.getByRole('link', { name: 'Kembali ke Kelas' })).toHaveAttribute(
      'href',
      '/kelas/k1',
    );
  });

  it('asks again from the keyboard', async () => {
    const onMuatUlang = vi.fn();
    const { user } = render(<PembatasanUjianView data={data} onMuatUlang={onMuatUlang} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Periksa Ulang' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onMuatUlang).toHaveBeenCalledOnce();
  });

  it('opens the class once the rule is met', () => {
    render(
      <PembatasanUjianView
        data={{ ...data, memenuhi_syarat: true, kekurangan: [] }}
        hrefKelas="/kelas/k1"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Syarat Kehadiran Terpenuhi' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'Buka Kelas' })).toBeInTheDocument();
  });

  it('shows NO DATA when the status cannot be loaded', () => {
    render(<PembatasanUjianView data={null} galat="Network Error" hrefKelas="/kelas/k1" />);
    expect(screen.getByText('NO DATA')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Kelas' })).toBeInTheDocument();
  });
});

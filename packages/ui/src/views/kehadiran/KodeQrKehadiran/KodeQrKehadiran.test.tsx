import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../../test/render';
import { jalurQr, KodeQrKehadiran, TEKS_QR } from './KodeQrKehadiran';

const ISI = 'http://127.0.0.1:3000/kehadiran/qr?token=abc.1.xyz';

describe('KodeQrKehadiran', () => {
  it('shows the meeting, the code of the address and the countdown', () => {
    render(
      <KodeQrKehadiran judul="Pertemuan 12 · Pencarian" subjudul="IF101" isi={ISI} sisaDetik={7} />,
    );
    expect(screen.getByRole('heading', { name: 'Pertemuan 12 · Pencarian' })).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: TEKS_QR.labelGambar });
    expect(qr).toHaveAttribute('data-isi', ISI);
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(jalurQr(ISI).d);
    expect(screen.getByText('Kode berganti dalam 7 detik')).toBeInTheDocument();
  });

  it('draws a QR of version size with a quiet zone', () => {
    const { d, sisi } = jalurQr('a');
    // Version 1 is 21 modules; 4 on each side.
    expect(sisi).toBe(29);
    expect(d.startsWith('M4 4h1v1h-1z')).toBe(true);
  });

  it('loading, error with retry, expired with retry', () => {
    const muat = vi.fn();
    const { rerender } = render(<KodeQrKehadiran judul="P" isi={null} sisaDetik={null} />);
    expect(screen.getByRole('status', { name: TEKS_QR.memuat })).toBeInTheDocument();
    rerender(
      <KodeQrKehadiran
        judul="P"
        isi={null}
        sisaDetik={null}
        status="error"
        pesanGalat="Pertemuan telah berakhir"
        onMuatUlang={muat}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Pertemuan telah berakhir');
    screen.getByRole('button', { name: TEKS_QR.muatUlang }).click();
    expect(muat).toHaveBeenCalledOnce();
    rerender(
      <KodeQrKehadiran judul="P" isi={ISI} sisaDetik={0} status="expired" onMuatUlang={muat} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(TEKS_QR.kedaluwarsa);
    expect(screen.queryByText(/Kode berganti dalam/)).toBeNull();
  });
});

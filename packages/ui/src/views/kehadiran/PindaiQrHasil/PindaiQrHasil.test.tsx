import { describe, expect, it } from 'vitest';
import { render, screen } from '../../../test/render';
import { PindaiQrHasil, TEKS_PINDAI } from './PindaiQrHasil';

describe('PindaiQrHasil', () => {
  it('says the presence is recorded, with the meeting and the local time', () => {
    render(
      <PindaiQrHasil
        status="tercatat"
        pertemuan="Pertemuan 12"
        waktu="2025-10-15T03:05:00Z"
        timeZone="Asia/Jakarta"
        pesan="Kehadiran tercatat"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(TEKS_PINDAI.tercatat);
    expect(screen.getByText('Pertemuan 12')).toBeInTheDocument();
    expect(screen.getByText('Hadir pukul 10:05')).toBeInTheDocument();
  });

  it('already recorded, failure with the reason, and recording', () => {
    const { rerender } = render(
      <PindaiQrHasil status="sudah_tercatat" pesan="Sudah tercatat sebelumnya" />,
    );
    expect(screen.getByRole('heading')).toHaveTextContent(TEKS_PINDAI.sudahTercatat);
    expect(screen.getByText('Sudah tercatat sebelumnya')).toBeInTheDocument();
    rerender(<PindaiQrHasil status="galat" pesan="Kode QR sudah kedaluwarsa" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Kode QR sudah kedaluwarsa');
    rerender(<PindaiQrHasil status="memproses" />);
    expect(screen.getByRole('progressbar', { name: TEKS_PINDAI.memproses })).toBeInTheDocument();
  });
});

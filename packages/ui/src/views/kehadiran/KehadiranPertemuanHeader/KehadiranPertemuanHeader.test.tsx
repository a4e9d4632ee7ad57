import { TEKS_SEDANG_UPDATE } from '@kampus/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  KELAS_KEHADIRAN,
  PERTEMUAN_HEADER,
  SYARAT_PERSENTASE_KELAS,
} from '../../../test/kehadiranPertemuanFixtures';
import { render, screen, within } from '../../../test/render';
import {
  KehadiranPertemuanHeader,
  type KehadiranPertemuanHeaderProps,
} from './KehadiranPertemuanHeader';

const props: KehadiranPertemuanHeaderProps = {
  kelas: KELAS_KEHADIRAN,
  pertemuan: PERTEMUAN_HEADER,
  minimalPersen: 60,
  jumlahPeserta: 40,
  jumlahHadir: 33,
  rataRataPersen: 82.5,
  syaratPersentaseKelas: SYARAT_PERSENTASE_KELAS,
  timeZone: 'Asia/Jakarta',
};

describe('KehadiranPertemuanHeader', () => {
  it('shows course, class, meeting, method, time, minimum and status', () => {
    render(<KehadiranPertemuanHeader {...props} />);
    expect(screen.getByRole('heading', { name: 'IF201 - Struktur Data' })).toBeInTheDocument();
    expect(screen.getByText('A Reguler · Pertemuan 2')).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.getByText('02 Sep 2025, 09:00 - 10:40')).toBeInTheDocument();
    expect(screen.getByText('60%')).toBeInTheDocument();
    expect(screen.getByText('Telah Berakhir')).toBeInTheDocument();
  });

  it('summarises lecture times, attendees and the average with a tick', () => {
    render(<KehadiranPertemuanHeader {...props} />);
    expect(screen.getByText('09:05')).toBeInTheDocument();
    expect(screen.getByText('10:35')).toBeInTheDocument();
    expect(screen.getByText('33/40')).toBeInTheDocument();
    expect(screen.getByText('82.5%')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Memenuhi' })).toBeInTheDocument();
  });

  it('a cross below the rule; no icon when the rule is off; offline hides online facts', () => {
    const { rerender, container } = render(
      <KehadiranPertemuanHeader {...props} rataRataPersen={55} />,
    );
    expect(screen.getByRole('img', { name: 'Tidak memenuhi' })).toBeInTheDocument();
    rerender(<KehadiranPertemuanHeader {...props} syaratPersentaseKelas={null} />);
    // Within its own root: the unit project shares one jsdom between files (isolate: false).
    expect(within(container).queryByRole('img')).toBeNull();
    rerender(
      <KehadiranPertemuanHeader {...props} pertemuan={{ ...PERTEMUAN_HEADER, jenis: 'offline' }} />,
    );
    expect(screen.queryByText('Minimal Progres Peserta')).toBeNull();
    expect(screen.queryByText('Rata-rata Kehadiran')).toBeNull();
  });

  it("disables 'Update Kehadiran Manual' while processing, with the reason", async () => {
    const onUpdateManual = vi.fn();
    const onUpdateProgres = vi.fn();
    const { user, rerender } = render(
      <KehadiranPertemuanHeader
        {...props}
        onUpdateManual={onUpdateManual}
        onUpdateProgres={onUpdateProgres}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Update Kehadiran Manual' }));
    await user.click(screen.getByRole('button', { name: 'Update Progres' }));
    expect(onUpdateManual).toHaveBeenCalledTimes(1);
    expect(onUpdateProgres).toHaveBeenCalledTimes(1);
    rerender(
      <KehadiranPertemuanHeader
        {...props}
        statusHitung="processing"
        onUpdateManual={onUpdateManual}
        onUpdateProgres={onUpdateProgres}
      />,
    );
    const manual = screen.getByRole('button', { name: 'Update Kehadiran Manual' });
    expect(manual).toHaveAttribute('aria-disabled', 'true');
    for (let i = 0; i < 10 && document.activeElement !== manual; i++) await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(TEKS_SEDANG_UPDATE);
  });

  it("'Generate QR Code' opens its link in a new tab", () => {
    render(<KehadiranPertemuanHeader {...props} qrHref="https://lms.kampus.example/qr/p2" />);
    const qr = screen.getByRole('link', { name: 'Generate QR Code' });
    expect(qr).toHaveAttribute('target', '_blank');
  });
});

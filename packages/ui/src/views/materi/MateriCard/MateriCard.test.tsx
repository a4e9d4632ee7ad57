import { describe, expect, it, vi } from 'vitest';
import {
  MATERI_ARSIP,
  MATERI_AUDIO,
  MATERI_EBOOK,
  MATERI_EBOOK_TERPENUHI,
  MATERI_OFFLINE,
  MATERI_TEKS_PANJANG,
  MATERI_TERSEMBUNYI,
  MATERI_URL,
  MATERI_VIDEO,
  SEKARANG_MATERI_KARTU,
  SYARAT_MATERI,
} from '../../../test/materiFixtures';
import { render, screen, within } from '../../../test/render';
import { cuplikanMateri, MateriCard, type MateriCardProps } from './MateriCard';

const props = (ubah: Partial<MateriCardProps> = {}): MateriCardProps => ({
  sekarang: SEKARANG_MATERI_KARTU,
  materi: MATERI_EBOOK,
  mode: 'pengajar',
  timeZone: 'Asia/Jakarta',
  syarat: SYARAT_MATERI,
  onOpen: vi.fn(),
  onDownload: vi.fn(),
  onEdit: vi.fn(),
  onDelete: vi.fn(),
  ...ubah,
});

const nilai = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('MateriCard', () => {
  it('shows title, jenis, format, uploader, date, file and a plain-text excerpt', () => {
    render(<MateriCard {...props()} />);
    const kartu = screen.getByRole('article', { name: 'Modul 1: Pengantar Basis Data' });
    expect(
      within(kartu).getByRole('heading', { level: 3, name: 'Modul 1: Pengantar Basis Data' }),
    ).toBeInTheDocument();
    expect(within(kartu).getByText('Modul')).toBeInTheDocument();
    expect(within(kartu).getByText('E-Book')).toBeInTheDocument();
    expect(kartu).toHaveTextContent('Dr. Budi Santoso, M.Kom.');
    expect(kartu).toHaveTextContent('01 Sep 2025, 08:15 WIB');
    expect(kartu).toHaveTextContent('Modul-1-Pengant....pdf (1.53 MB)');
    expect(
      within(kartu).getByText(
        'Baca bab 1 tentang konsep dasar basis data dan DBMS. Definisi basis data Peran DBMS',
      ),
    ).toBeInTheDocument();
  });

  it('opens the material from the title with the keyboard', async () => {
    const onOpen = vi.fn();
    const { user } = render(<MateriCard {...props({ onOpen })} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Modul 1: Pengantar Basis Data' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it("lecturer: 'Unduh', 'Ubah', 'Hapus' call their handlers", async () => {
    const p = props();
    const { user } = render(<MateriCard {...p} />);
    await user.click(screen.getByRole('button', { name: 'Unduh' }));
    await user.click(screen.getByRole('button', { name: 'Ubah' }));
    await user.click(screen.getByRole('button', { name: 'Hapus' }));
    expect(p.onDownload).toHaveBeenCalledOnce();
    expect(p.onEdit).toHaveBeenCalledOnce();
    expect(p.onDelete).toHaveBeenCalledOnce();
  });

  it('lecturer: requirement tag, deadline and how many students met it', () => {
    render(<MateriCard {...props()} />);
    expect(screen.getByText('Syarat Kehadiran')).toBeInTheDocument();
    expect(nilai('Batas waktu')).toHaveTextContent('08 Sep 2025, 23:59 WIB');
    expect(screen.getByText('12 mahasiswa memenuhi')).toBeInTheDocument();
    expect(screen.queryByText('Belum Terpenuhi')).not.toBeInTheDocument();
  });

  it("lecturer: 'Tampil {tanggal}' for a material students do not see yet, in the class zone", () => {
    render(<MateriCard {...props({ materi: MATERI_TERSEMBUNYI, timeZone: 'Asia/Makassar' })} />);
    expect(screen.getByText('Tampil 20 Sep 2025, 09:00 WITA')).toBeInTheDocument();
    expect(screen.queryByText('Syarat Kehadiran')).not.toBeInTheDocument();
  });

  it('hides the buttons whose handlers are missing, and download for a link', () => {
    const { rerender } = render(
      <MateriCard {...props({ onEdit: undefined, onDelete: undefined })} />,
    );
    expect(screen.getByRole('button', { name: 'Unduh' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ubah' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hapus' })).not.toBeInTheDocument();
    rerender(<MateriCard {...props({ materi: MATERI_URL })} />);
    expect(screen.queryByRole('button', { name: 'Unduh' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ubah' })).toBeInTheDocument();
  });

  it('student: requirement text per type, deadline and status, never the manage buttons', () => {
    const { rerender } = render(<MateriCard {...props({ mode: 'mahasiswa' })} />);
    expect(nilai('Syarat kehadiran')).toHaveTextContent(
      'Baca selama 60 detik lalu tekan Sudah Baca',
    );
    expect(nilai('Batas waktu')).toHaveTextContent('08 Sep 2025, 23:59 WIB');
    expect(screen.getByText('Belum Terpenuhi')).toBeInTheDocument();
    expect(screen.queryByText('12 mahasiswa memenuhi')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unduh' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ubah' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hapus' })).not.toBeInTheDocument();

    rerender(
      <MateriCard
        {...props({
          mode: 'mahasiswa',
          materi: MATERI_VIDEO,
          syarat: { ...SYARAT_MATERI, video_persen: 75 },
        })}
      />,
    );
    expect(nilai('Syarat kehadiran')).toHaveTextContent('Putar minimal 75% atau unduh');

    rerender(<MateriCard {...props({ mode: 'mahasiswa', materi: MATERI_URL })} />);
    expect(nilai('Syarat kehadiran')).toHaveTextContent('Buka link materi');
    expect(screen.queryByRole('button', { name: 'Unduh' })).not.toBeInTheDocument();

    rerender(<MateriCard {...props({ mode: 'mahasiswa', materi: MATERI_ARSIP })} />);
    expect(nilai('Syarat kehadiran')).toHaveTextContent('Unduh berkas materi');
    expect(screen.getByText('Terpenuhi')).toBeInTheDocument();
    expect(nilai('Unduhan')).toHaveTextContent('Terakhir diunduh 05 Sep 2025, 13:45 WIB');
  });

  it('student: an unmet requirement past its deadline reads as closed, not as still to do', () => {
    render(<MateriCard {...props({ mode: 'mahasiswa', sekarang: '2025-09-09T08:00:00+07:00' })} />);
    expect(screen.getByText('Batas Waktu Terlewat')).toBeInTheDocument();
    expect(screen.queryByText('Belum Terpenuhi')).not.toBeInTheDocument();
  });

  it('student: the spec default 60 s when the class has no settings', () => {
    render(<MateriCard {...props({ mode: 'mahasiswa', syarat: undefined })} />);
    expect(nilai('Syarat kehadiran')).toHaveTextContent('Baca selama 60 detik');
  });

  it('student: met e-book, and no presence box without a requirement', () => {
    const { rerender } = render(
      <MateriCard {...props({ mode: 'mahasiswa', materi: MATERI_EBOOK_TERPENUHI })} />,
    );
    expect(screen.getByText('Terpenuhi')).toBeInTheDocument();
    expect(nilai('Unduhan')).toHaveTextContent('Terakhir diunduh 03 Sep 2025, 07:05 WIB');
    rerender(<MateriCard {...props({ mode: 'mahasiswa', materi: MATERI_AUDIO })} />);
    expect(screen.queryByText('Syarat kehadiran')).not.toBeInTheDocument();
    expect(screen.queryByText(/Terpenuhi/)).not.toBeInTheDocument();
    rerender(<MateriCard {...props({ mode: 'mahasiswa', materi: MATERI_OFFLINE })} />);
    expect(screen.queryByText('Syarat kehadiran')).not.toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('-');
  });

  it('never renders the description as HTML', () => {
    render(<MateriCard {...props({ materi: MATERI_TEKS_PANJANG })} />);
    const kartu = screen.getByRole('article');
    expect(kartu.querySelector('script, h2')).toBeNull();
    expect(kartu).not.toHaveTextContent('alert');
  });
});

describe('cuplikanMateri', () => {
  it('keeps words of neighbouring blocks apart and cuts long text on a word', () => {
    expect(cuplikanMateri('<p>Satu</p><p>Dua <b>tiga</b></p>')).toBe('Satu Dua tiga');
    expect(cuplikanMateri('')).toBe('');
    expect(cuplikanMateri('<p>aaaa bbbb cccc dddd</p>', 12)).toBe('aaaa bbbb…');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '../../../test/render';
import {
  SEKARANG_VIDCON,
  VIDCON_BELUM_DIMULAI,
  VIDCON_BERLANGSUNG,
  VIDCON_BERLANGSUNG_MAHASISWA,
  VIDCON_SELESAI,
} from '../../../test/vidconFixtures';
import { PESAN_VIDCON_KOSONG, VidconPanel, type VidconPanelProps } from './VidconPanel';

const props = (ubah: Partial<VidconPanelProps> = {}): VidconPanelProps => ({
  vidcon: [VIDCON_BERLANGSUNG_MAHASISWA, VIDCON_BELUM_DIMULAI, VIDCON_SELESAI],
  waktuServer: SEKARANG_VIDCON,
  peran: 'mahasiswa',
  onGabung: vi.fn(),
  ...ubah,
});

/** The list item of a vidcon, found by its title. */
const item = (judul: string) =>
  screen.getByRole('heading', { name: judul }).closest('li') as HTMLElement;

describe('VidconPanel, student', () => {
  it('shows each vidcon: app, status label, times, participants and notes', () => {
    render(<VidconPanel {...props()} />);
    const kuliah = item(VIDCON_BERLANGSUNG.judul);
    for (const teks of ['Zoom', 'Sedang Berlangsung']) {
      expect(within(kuliah).getByText(teks)).toBeInTheDocument();
    }
    expect(kuliah).toHaveTextContent('01 Sep 2025, 08:00 - 10:00 WIB');
    expect(kuliah).toHaveTextContent('Peserta: 4 mahasiswa');
    expect(kuliah).toHaveTextContent('Kamera dinyalakan saat presentasi kelompok.');
    expect(within(item('Konsultasi Tugas Besar')).getByText('Belum Dimulai')).toBeInTheDocument();
    expect(within(item('Konsultasi Tugas Besar')).getByText('Google Meet')).toBeInTheDocument();
    expect(within(item('Pembahasan Kuis 1')).getByText('Telah Berakhir')).toBeInTheDocument();
    expect(within(item('Pembahasan Kuis 1')).getByText('Microsoft Teams')).toBeInTheDocument();
  });

  it("'Gabung' on a running vidcon records the join and opens it in the app", async () => {
    const p = props();
    const { user } = render(<VidconPanel {...p} />);
    await user.click(
      within(item(VIDCON_BERLANGSUNG.judul)).getByRole('button', { name: 'Gabung' }),
    );
    expect(p.onGabung).toHaveBeenCalledWith(VIDCON_BERLANGSUNG_MAHASISWA);
    const dialog = await screen.findByRole('dialog', { name: VIDCON_BERLANGSUNG.judul });
    expect(within(dialog).getByTitle(`Vidcon: ${VIDCON_BERLANGSUNG.judul}`)).toHaveAttribute(
      'src',
      VIDCON_BERLANGSUNG.link,
    );
    const tab = within(dialog).getByRole('link', { name: 'Buka di Tab Baru' });
    expect(tab).toHaveAttribute('href', VIDCON_BERLANGSUNG.link);
    expect(tab).toHaveAttribute('target', '_blank');
    await user.click(within(dialog).getAllByRole('button', { name: 'Tutup' })[0] as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'Buka Link' before the start opens the link in a new tab and records a join", async () => {
    const p = props();
    const { user } = render(<VidconPanel {...p} />);
    const buka = within(item('Konsultasi Tugas Besar')).getByRole('link', { name: 'Buka Link' });
    expect(buka).toHaveAttribute('href', VIDCON_BELUM_DIMULAI.link);
    expect(buka).toHaveAttribute('target', '_blank');
    expect(buka).toHaveAttribute('rel', 'noopener noreferrer');
    buka.addEventListener('click', (e) => e.preventDefault());
    await user.click(buka);
    expect(p.onGabung).toHaveBeenCalledWith(VIDCON_BELUM_DIMULAI);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a finished vidcon cannot be joined', () => {
    render(<VidconPanel {...props()} />);
    expect(
      within(item('Pembahasan Kuis 1')).getByRole('button', { name: 'Gabung' }),
    ).toHaveAttribute('aria-disabled', 'true');
  });

  it('the status follows the server clock', () => {
    const { rerender } = render(<VidconPanel {...props({ vidcon: [VIDCON_BELUM_DIMULAI] })} />);
    expect(screen.getByText('Belum Dimulai')).toBeInTheDocument();
    rerender(
      <VidconPanel
        {...props({ vidcon: [VIDCON_BELUM_DIMULAI], waktuServer: '2025-09-01T13:10:00+07:00' })}
      />,
    );
    expect(screen.getByText('Sedang Berlangsung')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gabung' })).toBeEnabled();
  });

  it('shows a student their own join, late, and no staff actions', () => {
    render(<VidconPanel {...props()} />);
    const kuliah = item(VIDCON_BERLANGSUNG.judul);
    expect(within(kuliah).getByText('Riwayat Bergabung Anda')).toBeInTheDocument();
    expect(within(kuliah).getByText('Terlambat')).toBeInTheDocument();
    expect(within(kuliah).getByText('01 Sep 2025, 08:21 WIB')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ubah' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tambah Vidcon' })).toBeNull();
  });

  it('shows empty, loading and error states', async () => {
    const onRetry = vi.fn();
    const { rerender, user } = render(<VidconPanel {...props({ vidcon: [] })} />);
    expect(screen.getByText(PESAN_VIDCON_KOSONG)).toBeInTheDocument();
    rerender(<VidconPanel {...props({ isLoading: true })} />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    rerender(<VidconPanel {...props({ isError: true, onRetry })} />);
    expect(screen.getByText('NO DATA')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('VidconPanel, lecturer', () => {
  const staf = (ubah: Partial<VidconPanelProps> = {}) =>
    props({
      peran: 'staf',
      vidcon: [VIDCON_BERLANGSUNG, VIDCON_BELUM_DIMULAI],
      onTambah: vi.fn(),
      onUbah: vi.fn(),
      onHapus: vi.fn(),
      ...ubah,
    });

  it('lists who joined with their time, each student late or on time', () => {
    render(<VidconPanel {...staf()} />);
    const kuliah = item(VIDCON_BERLANGSUNG.judul);
    expect(within(kuliah).getByText('Peserta Bergabung (5)')).toBeInTheDocument();
    const baris = within(kuliah).getAllByRole('listitem');
    expect(baris).toHaveLength(5);
    expect(baris[0]).toHaveTextContent('Dosen');
    expect(baris[1]).toHaveTextContent('Andi Pratama (2401001)');
    expect(baris[1]).toHaveTextContent('Tepat Waktu');
    expect(baris[3]).toHaveTextContent('Muhammad Rizky Ramadhan (2401003)');
    expect(baris[3]).toHaveTextContent('01 Sep 2025, 08:21 WIB');
    expect(baris[3]).toHaveTextContent('Terlambat');
    expect(
      within(item('Konsultasi Tugas Besar')).getByText('Belum ada yang bergabung.'),
    ).toBeInTheDocument();
  });

  it('adds, edits, and deletes after the confirmation', async () => {
    const p = staf();
    const { user } = render(<VidconPanel {...p} />);
    await user.click(screen.getByRole('button', { name: 'Tambah Vidcon' }));
    expect(p.onTambah).toHaveBeenCalled();
    const kuliah = item(VIDCON_BERLANGSUNG.judul);
    await user.click(within(kuliah).getByRole('button', { name: 'Ubah' }));
    expect(p.onUbah).toHaveBeenCalledWith(VIDCON_BERLANGSUNG);
    await user.click(within(kuliah).getByRole('button', { name: 'Hapus' }));
    expect(p.onHapus).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Anda yakin ingin menghapus vidcon ini?');
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(p.onHapus).toHaveBeenCalledWith(VIDCON_BERLANGSUNG);
  });

  it('hides the actions it was not given', () => {
    render(
      <VidconPanel {...staf({ onTambah: undefined, onUbah: undefined, onHapus: undefined })} />,
    );
    expect(screen.queryByRole('button', { name: 'Tambah Vidcon' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ubah' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hapus' })).toBeNull();
  });
});

describe('RuangVidconModal through the panel', () => {
  it('frames only the known vidcon apps; another link opens from the button', async () => {
    const kampus = {
      ...VIDCON_BERLANGSUNG_MAHASISWA,
      aplikasi: 'lainnya' as const,
      link: 'https://vidcon.kampus.ac.id/ruang/if101',
    };
    const { user } = render(<VidconPanel {...props({ vidcon: [kampus] })} />);
    await user.click(screen.getByRole('button', { name: 'Gabung' }));
    const dialog = await screen.findByRole('dialog', { name: kampus.judul });
    expect(dialog.querySelector('iframe')).toBeNull();
    expect(dialog).toHaveTextContent('Vidcon ini dibuka di tab baru');
    expect(within(dialog).getByRole('link', { name: 'Buka di Tab Baru' })).toHaveAttribute(
      'href',
      kampus.link,
    );
  });
});

describe('a refused join', () => {
  it('opens no room', async () => {
    const onGabung = vi.fn(async () => {
      throw new Error('Vidcon telah berakhir dan tidak dapat diikuti');
    });
    const { user } = render(
      <VidconPanel {...props({ vidcon: [VIDCON_BERLANGSUNG_MAHASISWA], onGabung })} />,
    );
    await user.click(screen.getByRole('button', { name: 'Gabung' }));
    expect(onGabung).toHaveBeenCalled();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

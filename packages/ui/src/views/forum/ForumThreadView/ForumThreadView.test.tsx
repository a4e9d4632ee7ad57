import { PESAN_FORUM_SERVER } from '@kampus/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  FORUM_BELUM_DIMULAI,
  FORUM_BERLANGSUNG,
  FORUM_SELESAI_MAHASISWA,
  FORUM_STAF,
  TOPIK_DOSEN,
  TOPIK_MAHASISWA,
} from '../../../test/forumFixtures';
import { render, screen, waitFor, within } from '../../../test/render';
import {
  ForumThreadView,
  type ForumThreadViewProps,
  PESAN_TOPIK_KOSONG,
  TEKS_KONFIRMASI_HAPUS_POST,
  TEKS_MUAT_TOPIK_SEBELUMNYA,
  TEKS_TOPIK_DIHAPUS,
} from './ForumThreadView';
import { isiKosong } from './Komposer';

const props = (ubah: Partial<ForumThreadViewProps> = {}): ForumThreadViewProps => ({
  forum: FORUM_BERLANGSUNG,
  topik: TOPIK_MAHASISWA,
  onKirim: vi.fn(async () => undefined),
  onUbahPost: vi.fn(async () => undefined),
  onHapusPost: vi.fn(async () => undefined),
  ...ubah,
});

const post = (nama: string) => screen.getAllByRole('article', { name: nama })[0] as HTMLElement;

describe('ForumThreadView, student', () => {
  it('shows the forum, its threads with replies, unread marks and edited posts', () => {
    render(<ForumThreadView {...props()} />);
    expect(screen.getByRole('heading', { name: FORUM_BERLANGSUNG.judul })).toBeInTheDocument();
    const topik = screen.getByRole('list', { name: 'Topik diskusi' });
    expect(within(topik).getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
    const dosen = post('Dr. Rina Wulandari');
    expect(within(dosen).getByText('Dosen')).toBeInTheDocument();
    expect(within(dosen).getByText('Baru')).toBeInTheDocument();
    expect(post('Andi Saputra')).toHaveTextContent('(diubah)');
  });

  it('edits and deletes only own posts while open', async () => {
    const p = props();
    const { user } = render(<ForumThreadView {...p} />);
    expect(within(post('Siti Rahmawati')).queryByRole('button', { name: 'Ubah' })).toBeNull();
    const andi = post('Andi Saputra');
    await user.click(within(andi).getByRole('button', { name: 'Hapus' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(TEKS_KONFIRMASI_HAPUS_POST);
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(p.onHapusPost).toHaveBeenCalledWith(TOPIK_MAHASISWA[1]);
  });

  it('edits an own post in place', async () => {
    const p = props();
    const { user } = render(<ForumThreadView {...p} />);
    await user.click(within(post('Andi Saputra')).getByRole('button', { name: 'Ubah' }));
    const editor = screen.getByRole('textbox', { name: 'Ubah postingan' });
    expect(editor).toHaveValue('Pemanggilan fungsi rekursif disimpan di **call stack**.');
    await user.type(editor, ' Tambahan.');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(p.onUbahPost).toHaveBeenCalledWith(
        TOPIK_MAHASISWA[1],
        expect.stringContaining('Tambahan.'),
      ),
    );
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Ubah postingan' })).toBeNull(),
    );
  });

  it('writes a new thread; an empty one answers the server message', async () => {
    const p = props();
    const { user } = render(<ForumThreadView {...p} />);
    const kirim = screen.getByRole('button', { name: 'Kirim' });
    await user.click(kirim);
    expect(screen.getByText(PESAN_FORUM_SERVER.isiKosong)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Isi topik' }), 'Contoh: tumpukan piring');
    await user.click(kirim);
    await waitFor(() => expect(p.onKirim).toHaveBeenCalledTimes(1));
    expect(p.onKirim).toHaveBeenCalledWith(expect.stringContaining('tumpukan piring'), null);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Isi topik' })).toHaveValue(''));
  });

  it('replies to a thread', async () => {
    const p = props();
    const { user } = render(<ForumThreadView {...p} />);
    await user.click(within(post('Siti Rahmawati')).getByRole('button', { name: 'Balas' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Tulis balasan' }),
      'Redo memakai stack kedua',
    );
    await user.click(screen.getByRole('button', { name: 'Kirim Balasan' }));
    await waitFor(() => expect(p.onKirim).toHaveBeenCalledWith(expect.any(String), 'p-siti'));
  });

  it('keeps the text and says why when sending fails', async () => {
    const onKirim = vi.fn(async () => {
      throw new Error(PESAN_FORUM_SERVER.sudahBerakhir);
    });
    const { user } = render(<ForumThreadView {...props({ onKirim })} />);
    await user.type(screen.getByRole('textbox', { name: 'Isi topik' }), 'Terlambat');
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByText(PESAN_FORUM_SERVER.sudahBerakhir)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Isi topik' })).toHaveValue('Terlambat');
  });
});

describe('ForumThreadView, lecturer and closed states', () => {
  it('a lecturer deletes any post; a deleted thread stays for its replies', () => {
    render(<ForumThreadView {...props({ forum: FORUM_STAF, topik: TOPIK_DOSEN })} />);
    expect(within(post('Siti Rahmawati')).getByRole('button', { name: 'Hapus' })).toBeVisible();
    expect(screen.getByText(TEKS_TOPIK_DIHAPUS)).toBeInTheDocument();
  });

  it('a finished forum is read-only', () => {
    render(<ForumThreadView {...props({ forum: FORUM_SELESAI_MAHASISWA })} />);
    expect(screen.getByText(PESAN_FORUM_SERVER.sudahBerakhir)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kirim' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Balas' })).toBeNull();
  });

  it('a student reads nothing before the start', () => {
    render(<ForumThreadView {...props({ forum: FORUM_BELUM_DIMULAI, topik: [] })} />);
    expect(screen.getByText(PESAN_FORUM_SERVER.belumDimulai)).toBeInTheDocument();
    expect(screen.queryByText(PESAN_TOPIK_KOSONG)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Kirim' })).toBeNull();
  });

  it('without the right to post there is no composer', () => {
    render(<ForumThreadView {...props({ bolehPosting: false })} />);
    expect(screen.queryByRole('button', { name: 'Kirim' })).toBeNull();
  });

  it('empty, loading and error states', async () => {
    const { unmount } = render(<ForumThreadView {...props({ topik: [] })} />);
    expect(screen.getByText(PESAN_TOPIK_KOSONG)).toBeInTheDocument();
    unmount();
    const r = render(<ForumThreadView {...props({ forum: null, isLoading: true })} />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    r.unmount();
    const onRetry = vi.fn();
    const { user } = render(
      <ForumThreadView
        {...props({ isError: true, pesanGalat: 'Forum tidak ditemukan', onRetry })}
      />,
    );
    expect(screen.getByText('Forum tidak ditemukan')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('isiKosong', () => {
  it.each([
    ['', true],
    ['<p></p>', true],
    ['<p>&nbsp; </p>', true],
    ['<p>a</p>', false],
    ['<p><img src="x.png"></p>', false],
  ])('%s -> %s', (html, kosong) => expect(isiKosong(html)).toBe(kosong));
});

describe('ForumThreadView, older threads', () => {
  it("offers 'Muat topik sebelumnya' only while the server holds older threads", async () => {
    const onMuatSebelumnya = vi.fn();
    const { user, rerender } = render(<ForumThreadView {...props({ onMuatSebelumnya })} />);
    await user.click(screen.getByRole('button', { name: TEKS_MUAT_TOPIK_SEBELUMNYA }));
    expect(onMuatSebelumnya).toHaveBeenCalledTimes(1);
    rerender(<ForumThreadView {...props()} />);
    expect(screen.queryByRole('button', { name: TEKS_MUAT_TOPIK_SEBELUMNYA })).toBeNull();
  });

  it('says the older threads are loading and takes no second press meanwhile', async () => {
    const onMuatSebelumnya = vi.fn();
    const { user } = render(
      <ForumThreadView {...props({ onMuatSebelumnya, isMemuatSebelumnya: true })} />,
    );
    const tombol = screen.getByRole('button', { name: new RegExp(TEKS_MUAT_TOPIK_SEBELUMNYA) });
    await user.click(tombol);
    expect(onMuatSebelumnya).not.toHaveBeenCalled();
  });
});

import { PESAN_FORUM, PESAN_FORUM_SERVER } from '@kampus/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  FORUM_STAF,
  FORUM_STAF_BELUM,
  OPSI_PERTEMUAN_FORUM,
  PERTEMUAN_FORUM,
  SEKARANG_FORUM,
} from '../../../test/forumFixtures';
import { render, screen, waitFor } from '../../../test/render';
import { ForumFormModal, type ForumFormModalProps } from './ForumFormModal';

function Terbuka(props: Partial<ForumFormModalProps>) {
  const [isOpen, setOpen] = useState(true);
  return (
    <ForumFormModal
      isOpen={isOpen}
      onOpenChange={setOpen}
      mode="tambah"
      pertemuan={PERTEMUAN_FORUM}
      timeZone="Asia/Jakarta"
      hariIni={SEKARANG_FORUM}
      onSubmit={vi.fn(async () => undefined)}
      {...props}
    />
  );
}

const tombol = (name: string) => screen.getByRole('button', { name });

describe('ForumFormModal', () => {
  it('a lecturer sees the meeting from context and the required fields in spec order', async () => {
    const onSubmit = vi.fn();
    const { user } = render(<Terbuka onSubmit={onSubmit} />);
    expect(screen.getByRole('region', { name: 'Pertemuan 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pertemuan/ })).toBeNull();
    await user.click(tombol('Tambah'));
    expect(screen.getByText(PESAN_FORUM.judul)).toBeInTheDocument();
    expect(screen.getByText(PESAN_FORUM.deskripsi)).toBeInTheDocument();
    expect(screen.queryByText(PESAN_FORUM.pertemuan)).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('an operator must pick the meeting (spec 6)', async () => {
    const { user } = render(<Terbuka pertemuan={null} opsiPertemuan={OPSI_PERTEMUAN_FORUM} />);
    await user.click(tombol('Tambah'));
    expect(screen.getAllByText(PESAN_FORUM.pertemuan).length).toBeGreaterThan(0);
    expect(screen.getAllByText(PESAN_FORUM.mulai).length).toBeGreaterThan(0);
    expect(screen.getAllByText(PESAN_FORUM.selesai).length).toBeGreaterThan(0);
  });

  it('minimal post is a number of at least 1 (the field clamps; empty is refused)', async () => {
    const { user } = render(<Terbuka />);
    const minimal = screen.getByRole('textbox', { name: 'Minimal Post' });
    expect(minimal).toHaveValue('1');
    await user.clear(minimal);
    await user.tab();
    await user.click(tombol('Tambah'));
    expect(screen.getByText(PESAN_FORUM.minimalPost)).toBeInTheDocument();
  });

  it("sends the domain payload with the meeting's times in the class zone", async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { user } = render(<Terbuka onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Judul' }), 'Diskusi Queue');
    await user.type(screen.getByRole('textbox', { name: 'Deskripsi' }), 'Jelaskan FIFO');
    await user.click(tombol('Tambah'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        id_pertemuan: PERTEMUAN_FORUM.id,
        judul: 'Diskusi Queue',
        waktu_mulai: '2025-09-03T08:00:00+07:00',
        waktu_selesai: '2025-09-03T10:00:00+07:00',
        penilaian_keaktifan: false,
        minimal_post: 1,
      }),
    );
  });

  it('the end may not come before the start', async () => {
    const { user } = render(
      <Terbuka
        mode="ubah"
        forum={{ ...FORUM_STAF_BELUM, waktu_selesai: '2025-09-04T01:00:00.000Z' }}
      />,
    );
    await user.click(tombol('Simpan'));
    expect(screen.getAllByText(PESAN_FORUM.selesaiSebelumMulai).length).toBeGreaterThan(0);
  });

  it('editing a forum with participants locks the start and the meeting', () => {
    render(<Terbuka mode="ubah" forum={FORUM_STAF} />);
    expect(screen.getByRole('textbox', { name: 'Judul' })).toHaveValue(FORUM_STAF.judul);
    expect(screen.getByText(PESAN_FORUM_SERVER.pertemuanTerkunci)).toBeInTheDocument();
    expect(screen.getByText(PESAN_FORUM.mulaiTerkunci)).toBeInTheDocument();
    const mulai = screen.getByRole('group', { name: 'Waktu Mulai' });
    expect(mulai).toHaveAttribute('aria-disabled', 'true');
  });

  it("shows the server's message", () => {
    render(<Terbuka galat="Tanggal mulai forum paling awal kemarin" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Tanggal mulai forum paling awal kemarin');
  });
});

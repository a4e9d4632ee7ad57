import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '../../../test/render';
import { KOMENTAR } from '../../../test/tugasFixtures';
import { PercakapanModal, PercakapanPanel } from './Percakapan';

describe('PercakapanPanel', () => {
  it('lists comments oldest first with name, role and time in the college zone', () => {
    render(<PercakapanPanel komentar={KOMENTAR} timeZone="Asia/Jakarta" />);
    const daftar = screen.getByRole('list', { name: 'Komentar' });
    const baris = within(daftar).getAllByRole('listitem');
    expect(baris).toHaveLength(2);
    expect(baris[0]).toHaveTextContent('Ayu LestariMahasiswa20 Nov 2026 09:15');
    expect(baris[1]).toHaveTextContent('Dr. Budi Santoso, M.Kom.Dosen20 Nov 2026 10:40');
    expect(baris[1]).toHaveTextContent('Bagian pengujian perlu tabel hasil.');
  });

  it('sends with Enter, empties the field once the server took it', async () => {
    const onKirim = vi.fn(async () => {});
    const { user } = render(<PercakapanPanel komentar={KOMENTAR} onKirim={onKirim} />);
    const kolom = screen.getByPlaceholderText('Tulis komentar...');
    expect(screen.getByRole('button', { name: 'Kirim' })).toBeDisabled();
    await user.type(kolom, '  Terima kasih, Pak.  {Enter}');
    expect(onKirim).toHaveBeenCalledWith('Terima kasih, Pak.');
    expect(kolom).toHaveValue('');
  });

  it('keeps the text and shows the reason when sending fails', async () => {
    const onKirim = vi.fn(async () => {
      throw new Error('Komentar gagal dikirim');
    });
    const { user } = render(<PercakapanPanel komentar={[]} onKirim={onKirim} />);
    await user.type(screen.getByPlaceholderText('Tulis komentar...'), 'Revisi');
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByText('Komentar gagal dikirim')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Tulis komentar...')).toHaveValue('Revisi');
  });

  it('deletes only comments marked deletable', async () => {
    const onHapus = vi.fn();
    const { user } = render(
      <PercakapanPanel komentar={KOMENTAR} onHapus={onHapus} timeZone="Asia/Jakarta" />,
    );
    const hapus = screen.getAllByRole('button', { name: /^Hapus komentar/ });
    expect(hapus).toHaveLength(1);
    await user.click(hapus[0] as HTMLElement);
    expect(onHapus).toHaveBeenCalledWith('c-1');
  });

  it('has no field when read only, and shows empty, loading and failed states', async () => {
    const onRetry = vi.fn();
    const { rerender, user } = render(
      <PercakapanPanel komentar={KOMENTAR} onKirim={vi.fn()} isReadOnly />,
    );
    expect(screen.queryByPlaceholderText('Tulis komentar...')).toBeNull();
    rerender(<PercakapanPanel komentar={[]} />);
    expect(screen.getByText('Belum ada komentar.')).toBeInTheDocument();
    rerender(<PercakapanPanel komentar={[]} isLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Memuat komentar');
    rerender(<PercakapanPanel komentar={[]} isError onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("loads earlier comments on 'Muat komentar sebelumnya'", async () => {
    const onMuatSebelumnya = vi.fn();
    const { user } = render(
      <PercakapanPanel komentar={KOMENTAR} adaSebelumnya onMuatSebelumnya={onMuatSebelumnya} />,
    );
    await user.click(screen.getByRole('button', { name: 'Muat komentar sebelumnya' }));
    expect(onMuatSebelumnya).toHaveBeenCalledTimes(1);
  });
});

describe('PercakapanModal', () => {
  it("opens as 'Percakapan' with whose thread it is, and closes with 'Tutup'", async () => {
    const onOpenChange = vi.fn();
    const { user } = render(
      <PercakapanModal
        isOpen
        onOpenChange={onOpenChange}
        subjudul="Kelompok 1"
        komentar={KOMENTAR}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Percakapan' });
    expect(dialog).toHaveTextContent('Kelompok 1');
    // The footer's 'Tutup' (the header's close button has the same name).
    const tutup = within(dialog).getAllByRole('button', { name: 'Tutup' });
    await user.click(tutup.at(-1) as HTMLElement);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

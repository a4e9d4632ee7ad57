import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '../../test/render';
import type { Berkas } from '../FileCard';
import { type BarisUnggah, UploadList } from './UploadList';

const FILE: Berkas = {
  name: 'jawaban.pdf',
  content_length: 2048,
  url: '/v2/storager/berkas/jawaban_ujian/00000000-0000-4000-8000-000000000001.pdf',
};
const UPLOADS: BarisUnggah[] = [
  { id: 1, nama: 'erd.png', ukuran: 1000, persen: 40, status: 'unggah' },
  { id: 2, nama: 'video.mp4', ukuran: 1000, persen: null, status: 'unggah' },
  {
    id: 3,
    nama: 'skrip.exe',
    ukuran: 10,
    persen: null,
    status: 'gagal',
    pesan: 'Unggah gagal: ditolak',
  },
];

describe('UploadList', () => {
  it('lists stored files, then each upload with its progress or why it failed', async () => {
    const onRemove = vi.fn();
    const onRemoveUpload = vi.fn();
    const { user } = render(
      <UploadList
        aria-label="Lampiran jawaban"
        files={[FILE]}
        uploads={UPLOADS}
        onRemove={onRemove}
        onRemoveUpload={onRemoveUpload}
      />,
    );
    const daftar = screen.getByRole('list', { name: 'Lampiran jawaban' });
    expect(within(daftar).getAllByRole('listitem')).toHaveLength(4);
    expect(within(daftar).getByRole('link', { name: /jawaban\.pdf/ })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Mengunggah erd.png' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByText('Mengunggah…')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Unggah gagal: ditolak');
    // Only a refused upload can be removed; uploads on their way cannot.
    expect(screen.queryByRole('button', { name: 'Hapus erd.png' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hapus skrip.exe' }));
    expect(onRemoveUpload).toHaveBeenCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Hapus jawaban.pdf' }));
    expect(onRemove).toHaveBeenCalledWith(FILE);
  });

  it('offers no remove button on stored files without onRemove, and shows nothing when empty', () => {
    const { rerender } = render(
      <UploadList aria-label="Lampiran" files={[FILE]} uploads={[]} onRemoveUpload={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: 'Hapus jawaban.pdf' })).not.toBeInTheDocument();
    rerender(<UploadList aria-label="Lampiran" files={[]} uploads={[]} onRemoveUpload={vi.fn()} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

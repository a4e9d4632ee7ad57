import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BerkasDipilih } from './BerkasDipilih';

const berkas = (nama: string, ukuran: number) => new File([new Uint8Array(ukuran)], nama);

describe('BerkasDipilih', () => {
  it('shows the name and size, and removes the file', async () => {
    const onHapus = vi.fn();
    render(<BerkasDipilih berkas={berkas('impor-soal.xlsx', 2048)} onHapus={onHapus} />);
    expect(screen.getByText('impor-soal.xlsx')).toBeVisible();
    expect(screen.getByText('2.05 KB')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Hapus impor-soal.xlsx' }));
    expect(onHapus).toHaveBeenCalledTimes(1);
  });

  it('keeps a long name whole in its title and cannot be removed while disabled', () => {
    const nama = `${'bank-soal-struktur-data-'.repeat(4)}akhir.xlsx`;
    render(<BerkasDipilih berkas={berkas(nama, 10)} onHapus={vi.fn()} isDisabled />);
    expect(screen.getByTitle(nama).textContent).not.toBe(nama);
    expect(screen.getByRole('button', { name: `Hapus ${nama}` })).toBeDisabled();
  });
});

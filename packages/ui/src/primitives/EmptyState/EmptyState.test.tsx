import { describe, expect, it } from 'vitest';
import { render, screen } from '../../test/render';
import { Button } from '../Button';
import { EmptyState, PESAN_KOSONG } from './EmptyState';

describe('EmptyState', () => {
  it("says 'Ups! Data Kosong' with the spec's message", () => {
    render(<EmptyState pesan={PESAN_KOSONG.pesertaKelas} />);
    expect(screen.getByText('Ups! Data Kosong')).toBeVisible();
    expect(screen.getByText('Tidak ada mahasiswa yang tersedia pada kelas ini.')).toBeVisible();
  });

  it('offers an action', () => {
    render(<EmptyState pesan={PESAN_KOSONG.bankSoal} action={<Button>Tambah Soal</Button>} />);
    expect(screen.getByText('Belum ada soal yang tersedia pada bank soal ini.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tambah Soal' })).toBeInTheDocument();
  });
});

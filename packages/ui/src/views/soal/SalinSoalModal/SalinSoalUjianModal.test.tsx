import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createToastQueue, type ToastQueue } from '../../../primitives/Toast';
import { render, screen, waitFor, within } from '../../../test/render';
import { SOAL_UJIAN_SUMBER, TOTAL_UJIAN_SUMBER, UJIAN_SUMBER } from './fixtures';
import { SalinSoalUjianModal, type SalinSoalUjianModalProps } from './SalinSoalUjianModal';
import type { UjianSumberSoal } from './types';

const toasts = (antrian: ToastQueue) => antrian.visibleToasts.map((t) => t.content);

/** The modal fed as a page would: the chosen exam kept here. */
function Modal(props: Partial<SalinSoalUjianModalProps> & { awal?: UjianSumberSoal | null }) {
  const [terpilih, setTerpilih] = useState<UjianSumberSoal | null>(props.awal ?? null);
  const [isOpen, setOpen] = useState(true);
  return (
    <SalinSoalUjianModal
      isOpen={isOpen}
      onOpenChange={setOpen}
      ujian={{
        rows: UJIAN_SUMBER,
        total: TOTAL_UJIAN_SUMBER,
        page: 1,
        onPage: vi.fn(),
        search: '',
        onSearch: vi.fn(),
      }}
      soal={{ rows: SOAL_UJIAN_SUMBER }}
      onSalin={vi.fn(async () => undefined)}
      {...props}
      ujianTerpilih={terpilih}
      onPilihUjian={(u) => {
        setTerpilih(u);
        props.onPilihUjian?.(u);
      }}
    />
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Salin dari Kuis/Ujian' });
const d = () => within(dialog());

describe('SalinSoalUjianModal', () => {
  it('step 1 lists the exams (judul, jenis, kelas, jumlah soal) without a copy button', () => {
    render(<Modal />);
    expect(dialog()).toHaveTextContent('Langkah 1 dari 2: pilih kuis/ujian');
    const tabel = d().getByRole('table', { name: 'Kuis/Ujian' });
    expect(
      within(tabel)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['No', 'Judul', 'Jenis', 'Kelas', 'Jumlah Soal', 'Aksi']);
    expect(within(tabel).getAllByRole('row')[3]).toHaveTextContent(
      '3Ujian Tengah Semester Basis DataUTSA25Pilih',
    );
    expect(d().queryByRole('button', { name: 'Salin' })).not.toBeInTheDocument();
    expect(d().getByRole('searchbox', { name: 'Cari judul' })).toBeVisible();
  });

  it('picks an exam, then its questions (select all), and copies them in its order', async () => {
    const onPilihUjian = vi.fn();
    const onSalin = vi.fn(async () => undefined);
    const { user } = render(<Modal onPilihUjian={onPilihUjian} onSalin={onSalin} />);
    await user.click(d().getByRole('button', { name: 'Pilih Kuis 2: SQL Dasar (Kelas A)' }));
    expect(onPilihUjian).toHaveBeenCalledWith(UJIAN_SUMBER[1]);
    expect(dialog()).toHaveTextContent('Langkah 2 dari 2: pilih soal');
    expect(d().getByRole('region', { name: 'Kuis/ujian terpilih' })).toHaveTextContent(
      'Kuis 2: SQL DasarKuis·Kelas A·10 soal',
    );
    // Ticked out of order, sent in the exam's order.
    await user.click(await d().findByRole('checkbox', { name: /^Pilih soal Kunci primer/ }));
    await user.click(d().getByRole('checkbox', { name: /^Pilih soal Operasi aljabar/ }));
    expect(d().getByText('2 soal dipilih')).toBeVisible();
    await user.click(d().getByRole('button', { name: 'Salin' }));
    expect(onSalin).toHaveBeenCalledWith([SOAL_UJIAN_SUMBER[0]!.id, SOAL_UJIAN_SUMBER[1]!.id]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Closing goes back to step 1.
    expect(onPilihUjian).toHaveBeenLastCalledWith(null);
  });

  it("'select all' chooses every question; 'Kembali' returns to the exams with none chosen", async () => {
    const onSalin = vi.fn(async () => undefined);
    const { user } = render(<Modal awal={UJIAN_SUMBER[0]} onSalin={onSalin} />);
    await user.click(await d().findByRole('checkbox', { name: 'Pilih semua baris' }));
    expect(d().getByText('7 soal dipilih')).toBeVisible();
    await user.click(d().getByRole('button', { name: 'Kembali' }));
    expect(d().getByRole('table', { name: 'Kuis/Ujian' })).toBeVisible();
    await user.click(
      d().getByRole('button', { name: 'Pilih Kuis 1: Aljabar Relasional (Kelas B)' }),
    );
    expect(d().queryByText(/soal dipilih/)).not.toBeInTheDocument();
  });

  it("refuses 'Salin' with nothing chosen", async () => {
    const antrian = createToastQueue();
    const onSalin = vi.fn(async () => undefined);
    const { user } = render(
      <Modal awal={UJIAN_SUMBER[0]} onSalin={onSalin} toastQueue={antrian} />,
    );
    await user.click(d().getByRole('button', { name: 'Salin' }));
    expect(onSalin).not.toHaveBeenCalled();
    expect(d().getByRole('alert')).toHaveTextContent('Tidak ada soal yang dipilih');
    expect(toasts(antrian)).toEqual([{ pesan: 'Tidak ada soal yang dipilih', jenis: 'danger' }]);
  });

  it('shows the states of both steps', async () => {
    const onRetry = vi.fn();
    const { rerender, user } = render(
      <Modal
        ujian={{
          rows: [],
          total: 0,
          page: 1,
          onPage: vi.fn(),
          search: '',
          onSearch: vi.fn(),
          isError: true,
          onRetry,
        }}
      />,
    );
    await user.click(d().getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetry).toHaveBeenCalled();
    rerender(<Modal awal={UJIAN_SUMBER[4]} soal={{ rows: [] }} />);
    // Rerendering keeps the modal's state: choose the exam again.
    await user.click(d().getByRole('button', { name: 'Pilih Remedial UTS Basis Data (Kelas B)' }));
    expect(d().getByText('Kuis/ujian ini belum memiliki soal.')).toBeVisible();
  });
});

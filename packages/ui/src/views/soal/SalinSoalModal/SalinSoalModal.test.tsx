import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createToastQueue, type ToastQueue } from '../../../primitives/Toast';
import { render, screen, waitFor, within } from '../../../test/render';
import { SOAL_MATA_KULIAH, SOAL_MATA_KULIAH_2, TOTAL_SOAL_MATA_KULIAH } from './fixtures';
import { SalinSoalModal, type SalinSoalModalProps } from './SalinSoalModal';

const toasts = (antrian: ToastQueue) => antrian.visibleToasts.map((t) => t.content);

/** The modal fed as a page would: page 2 holds the second fixture page. */
function Modal(props: Partial<SalinSoalModalProps>) {
  const [page, setPage] = useState(props.page ?? 1);
  const [isOpen, setOpen] = useState(true);
  return (
    <SalinSoalModal
      isOpen={isOpen}
      onOpenChange={setOpen}
      rows={page === 2 ? SOAL_MATA_KULIAH_2 : SOAL_MATA_KULIAH}
      total={TOTAL_SOAL_MATA_KULIAH}
      search=""
      onSearch={vi.fn()}
      onSalin={vi.fn(async () => undefined)}
      {...props}
      page={page}
      onPage={(p, n) => {
        setPage(p);
        props.onPage?.(p, n);
      }}
    />
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Soal Mata Kuliah' });
const kotak = (nama: RegExp) => within(dialog()).findByRole('checkbox', { name: nama });

describe('SalinSoalModal', () => {
  it("lists the course's bank questions: number, text without markup, kind and bank", async () => {
    render(<Modal tujuan="Salin ke Kelompok 1: Konsep Dasar" />);
    expect(dialog()).toHaveTextContent('Salin ke Kelompok 1: Konsep Dasar');
    const tabel = within(dialog()).getByRole('table', { name: 'Soal Mata Kuliah' });
    expect(
      within(tabel)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['', 'No', 'Pertanyaan', 'Jenis', 'Bank Soal']);
    const baris = within(tabel).getAllByRole('row')[1] as HTMLElement;
    expect(baris).toHaveTextContent(
      '1Operasi aljabar relasional yang memilih baris berdasarkan kondisi adalah ...Soal PilihanBank Soal Basis Data',
    );
    // Entities read as text.
    expect(within(tabel).getByText(/sederhana & jelaskan/)).toBeVisible();
    expect(await kotak(/^Pilih soal Operasi aljabar/)).toBeVisible();
    expect(within(dialog()).getByText('Total 13 data')).toBeVisible();
  });

  it("refuses 'Salin' with nothing chosen: 'Tidak ada soal yang dipilih'", async () => {
    const antrian = createToastQueue();
    const onSalin = vi.fn(async () => undefined);
    const { user } = render(<Modal onSalin={onSalin} toastQueue={antrian} />);
    await user.click(within(dialog()).getByRole('button', { name: 'Salin' }));
    expect(onSalin).not.toHaveBeenCalled();
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Tidak ada soal yang dipilih');
    expect(toasts(antrian)).toEqual([{ pesan: 'Tidak ada soal yang dipilih', jenis: 'danger' }]);
    // Choosing clears the message.
    await user.click(await kotak(/^Pilih soal Kunci primer/));
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the choice across pages, copies every chosen id and closes', async () => {
    const onSalin = vi.fn(async () => undefined);
    const onPage = vi.fn();
    const { user } = render(<Modal onSalin={onSalin} onPage={onPage} />);
    await user.click(await kotak(/^Pilih soal Operasi aljabar/));
    await user.click(await kotak(/^Pilih soal Kunci primer/));
    expect(within(dialog()).getByText('2 soal dipilih')).toBeVisible();
    await user.click(within(dialog()).getByRole('button', { name: 'Halaman 2' }));
    expect(onPage).toHaveBeenCalledWith(2, 10);
    // Page 2's 'select all' reads page 2 only.
    const semua = within(dialog()).getByRole('checkbox', { name: 'Pilih semua baris' });
    expect(semua).not.toBeChecked();
    expect(semua).not.toBePartiallyChecked();
    await user.click(await kotak(/^Pilih soal VIEW menyimpan/));
    expect(within(dialog()).getByText('3 soal dipilih')).toBeVisible();
    await user.click(within(dialog()).getByRole('button', { name: 'Halaman 1' }));
    expect(await kotak(/^Pilih soal Operasi aljabar/)).toBeChecked();
    await user.click(within(dialog()).getByRole('button', { name: 'Salin' }));
    expect(onSalin).toHaveBeenCalledWith([
      SOAL_MATA_KULIAH[0]!.id,
      SOAL_MATA_KULIAH[1]!.id,
      SOAL_MATA_KULIAH_2[2]!.id,
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the modal and the choice when copying fails', async () => {
    const onSalin = vi.fn(async () => {
      throw new Error('Gagal');
    });
    const { user } = render(<Modal onSalin={onSalin} />);
    await user.click(await kotak(/^Pilih soal Operasi aljabar/));
    await user.click(within(dialog()).getByRole('button', { name: 'Salin' }));
    await waitFor(() => expect(onSalin).toHaveBeenCalled());
    expect(dialog()).toBeVisible();
    expect(within(dialog()).getByText('1 soal dipilih')).toBeVisible();
  });

  it('refuses more questions than the bank has room for', async () => {
    const onSalin = vi.fn(async () => undefined);
    const { user } = render(<Modal onSalin={onSalin} sisa={1} />);
    await user.click(await kotak(/^Pilih soal Operasi aljabar/));
    await user.click(await kotak(/^Pilih soal Kunci primer/));
    await user.click(within(dialog()).getByRole('button', { name: 'Salin' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'Bank soal hanya dapat menampung 1 soal lagi',
    );
    expect(onSalin).not.toHaveBeenCalled();
  });

  it("searches with 'Cari soal', and Enter in 'Ke halaman' does not copy", async () => {
    const onSearch = vi.fn();
    const onSalin = vi.fn(async () => undefined);
    const { user } = render(<Modal onSearch={onSearch} onSalin={onSalin} />);
    await user.type(within(dialog()).getByRole('searchbox', { name: 'Cari soal' }), 'join{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('join');
    await user.type(within(dialog()).getByRole('textbox', { name: /halaman/i }), '2{Enter}');
    expect(onSalin).not.toHaveBeenCalled();
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows loading rows, NO DATA with a retry, and the empty text', async () => {
    const onRetry = vi.fn();
    const { rerender, user } = render(<Modal rows={[]} total={0} isLoading />);
    expect(within(dialog()).getByRole('table')).toHaveAttribute('aria-busy', 'true');
    rerender(<Modal rows={[]} total={0} isError onRetry={onRetry} />);
    expect(within(dialog()).getByText('NO DATA')).toBeVisible();
    await user.click(within(dialog()).getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetry).toHaveBeenCalled();
    rerender(<Modal rows={[]} total={0} />);
    expect(
      within(dialog()).getByText('Belum ada soal pada bank soal mata kuliah ini.'),
    ).toBeVisible();
  });
});

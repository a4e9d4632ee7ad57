import type { BerkasSoal } from '@kampus/api';
import { describe, expect, it, vi } from 'vitest';
import { createToastQueue, type ToastQueue } from '../../../primitives/Toast';
import { render, screen, waitFor, within } from '../../../test/render';
import { BankSoalDetailView, type BankSoalDetailViewProps } from './BankSoalDetailView';
import { BANK_SOAL, BANK_SOAL_KOSONG, BANK_SOAL_PENUH, SOAL_BANK } from './fixtures';

const janji = () => vi.fn(async () => undefined);

function Detail(props: Partial<BankSoalDetailViewProps>) {
  return (
    <BankSoalDetailView
      bank={BANK_SOAL}
      bolehUbah
      onUnduh={janji()}
      onUbahBank={vi.fn()}
      onTambahSoal={janji()}
      onUbahSoal={janji()}
      onHapusSoal={janji()}
      onSalinDariUjian={vi.fn()}
      onSalinSoalMataKuliah={vi.fn()}
      onImpor={vi.fn()}
      {...props}
    />
  );
}

const tombol = (name: string | RegExp) => screen.getByRole('button', { name });
const toasts = (antrian: ToastQueue) => antrian.visibleToasts.map((t) => t.content);
const artikel = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));

describe('BankSoalDetailView', () => {
  it("shows the bank's data and every question with its kind, key, types and files", () => {
    render(<Detail />);
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Bank Soal Basis Data: Aljabar Relasional dan Normalisasi',
      }),
    ).toBeVisible();
    expect(screen.getByText(/^Kumpulan soal kuis dan ujian Basis Data/)).toBeVisible();
    expect(screen.getByText('IF201').parentElement).toHaveTextContent('IF201 - Basis Data');
    expect(screen.getByText('Dr. Budi Santoso, M.Kom.')).toBeVisible();
    expect(screen.getByText('Ditampilkan')).toBeVisible();
    expect(screen.getByText('6 soal')).toBeVisible();
    const daftar = screen.getByRole('list', { name: 'Daftar Soal' });
    expect(within(daftar).getAllByRole('listitem', { hidden: false }).length).toBeGreaterThan(0);
    expect(artikel()).toEqual(['Soal 1', 'Soal 2', 'Soal 3', 'Soal 4', 'Soal 5', 'Soal 6']);
    const s1 = screen.getByRole('article', { name: 'Soal 1' });
    expect(within(s1).getByText('Soal Pilihan')).toBeVisible();
    expect(within(s1).getByText('Kunci jawaban').closest('li')).toHaveTextContent('B. Seleksi');
    const s4 = screen.getByRole('article', { name: 'Soal 4' });
    expect(within(s4).getByText('Soal Esai')).toBeVisible();
    expect(within(s4).getByText('Teks, JPEG/PNG, PDF')).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Lampiran soal 4' })).getByRole('link', {
        name: /^erd-perpus/,
      }),
    ).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Berkas kunci jawaban soal 4' })).getByRole('link', {
        name: /^kunci-skema/,
      }),
    ).toBeVisible();
    expect(tombol('Ubah Bank Soal')).toBeVisible();
    expect(tombol('Ubah soal 1')).toBeVisible();
  });

  it("reads 'Belum Ada Dosen', 'Disembunyikan' and the spec's empty state", () => {
    render(<Detail bank={BANK_SOAL_KOSONG} />);
    expect(screen.getByText('Belum Ada Dosen')).toBeVisible();
    expect(screen.getByText('Disembunyikan')).toBeVisible();
    expect(screen.getByText('Ups! Data Kosong')).toBeVisible();
    expect(screen.getByText('Belum ada soal yang tersedia pada bank soal ini.')).toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('is read-only without the write right', () => {
    render(<Detail bolehUbah={false} />);
    expect(tombol('Unduh')).toBeVisible();
    for (const nama of ['Ubah Bank Soal', 'Tambah Soal', /^Ubah soal/, /^Hapus soal/]) {
      expect(screen.queryByRole('button', { name: nama })).not.toBeInTheDocument();
    }
    // The keys still show.
    expect(screen.getAllByText('Kunci jawaban').length).toBeGreaterThan(0);
  });

  it('shows skeletons while loading and NO DATA with a retry after a failure', async () => {
    const { rerender, user } = render(<Detail bank={null} isLoading />);
    expect(screen.getByRole('region', { name: 'Bank Soal' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: 'Unduh' })).not.toBeInTheDocument();
    const onRetry = vi.fn();
    rerender(<Detail bank={null} isError onRetry={onRetry} />);
    expect(screen.getByText('NO DATA')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it("searches questions by text and options ('Cari soal'), keeping the bank's numbers", async () => {
    const onSearchChange = vi.fn();
    const { user } = render(<Detail onSearchChange={onSearchChange} />);
    const cari = screen.getByRole('searchbox', { name: 'Cari soal' });
    await user.type(cari, 'NULL{Enter}');
    expect(onSearchChange).toHaveBeenLastCalledWith('NULL');
    expect(artikel()).toEqual(['Soal 2']);
    expect(screen.getByRole('status')).toHaveTextContent('1 dari 6 soal cocok dengan pencarian');
    // An option's text (3NF is option C of question 5).
    await user.clear(cari);
    await user.type(cari, '3nf{Enter}');
    expect(artikel()).toEqual(['Soal 5']);
    await user.clear(cari);
    await user.type(cari, 'trigger{Enter}');
    expect(screen.getByText('Soal tidak ditemukan')).toBeVisible();
    await user.clear(cari);
    await waitFor(() => expect(artikel()).toHaveLength(6));
  });

  it("downloads with a pending button, and says 'Belum ada soal' for an empty bank", async () => {
    let selesai: () => void = () => {};
    const onUnduh = vi.fn(() => new Promise<void>((r) => (selesai = r)));
    const { user, unmount } = render(<Detail onUnduh={onUnduh} />);
    await user.click(tombol('Unduh'));
    expect(onUnduh).toHaveBeenCalledTimes(1);
    expect(tombol(/Unduh/)).toHaveAttribute('data-pending', 'true');
    selesai();
    await waitFor(() => expect(tombol('Unduh')).not.toHaveAttribute('data-pending'));
    unmount();

    const antrian = createToastQueue();
    const kosong = janji();
    const r = render(<Detail bank={BANK_SOAL_KOSONG} onUnduh={kosong} toastQueue={antrian} />);
    await r.user.click(tombol('Unduh'));
    expect(kosong).not.toHaveBeenCalled();
    expect(toasts(antrian)).toEqual([{ pesan: 'Belum ada soal', jenis: 'danger' }]);
  });

  it("offers the 'Tambah Soal' menu and opens the pages' modals", async () => {
    const onSalinDariUjian = vi.fn();
    const onSalinSoalMataKuliah = vi.fn();
    const onImpor = vi.fn();
    const onUbahBank = vi.fn();
    const { user } = render(
      <Detail
        onSalinDariUjian={onSalinDariUjian}
        onSalinSoalMataKuliah={onSalinSoalMataKuliah}
        onImpor={onImpor}
        onUbahBank={onUbahBank}
      />,
    );
    await user.click(tombol('Ubah Bank Soal'));
    expect(onUbahBank).toHaveBeenCalled();
    await user.click(tombol('Tambah Soal'));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual([
      'Soal Pilihan',
      'Soal Benar Salah',
      'Soal Esai',
      'Salin dari Kuis/Ujian',
      'Soal Mata Kuliah',
      'Impor Soal',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Salin dari Kuis/Ujian' }));
    expect(onSalinDariUjian).toHaveBeenCalled();
    await user.click(tombol('Tambah Soal'));
    await user.click(await screen.findByRole('menuitem', { name: 'Soal Mata Kuliah' }));
    expect(onSalinSoalMataKuliah).toHaveBeenCalled();
    await user.click(tombol('Tambah Soal'));
    await user.click(await screen.findByRole('menuitem', { name: 'Impor Soal' }));
    expect(onImpor).toHaveBeenCalled();
  });

  it('disables adding at 100 questions, with the reason', () => {
    render(<Detail bank={BANK_SOAL_PENUH} />);
    const tambah = tombol('Tambah Soal');
    expect(tambah).toHaveAttribute('aria-disabled', 'true');
    expect(
      screen.getByText('Bank soal sudah berisi 100 soal, jumlah maksimal per bank soal.'),
    ).toBeVisible();
    expect(screen.getByText('100 soal')).toBeVisible();
    // Questions can still be edited and deleted.
    expect(tombol('Ubah soal 100')).toBeVisible();
  });

  it("adds a true/false question with the exams' editor, uploading to the bank folders", async () => {
    const onTambahSoal = janji();
    const onUnggahBerkas = vi.fn(
      async (folder: string, file: File): Promise<BerkasSoal> => ({
        name: file.name,
        content_length: file.size,
        url: `/v2/storager/berkas/${folder}/00000000-0000-4000-8000-000000000001.pdf`,
        extension: 'pdf',
        path: `/v2/storager/berkas/${folder}/00000000-0000-4000-8000-000000000001.pdf`,
      }),
    );
    const { user } = render(<Detail onTambahSoal={onTambahSoal} onUnggahBerkas={onUnggahBerkas} />);
    await user.click(tombol('Tambah Soal'));
    await user.click(await screen.findByRole('menuitem', { name: 'Soal Benar Salah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Soal' }, { timeout: 15_000 });
    expect(within(dialog).getByText('Soal Benar Salah')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Pertanyaan' }), 'SQL itu bahasa kueri');
    const input = screen
      .getByRole('region', { name: 'Lampiran Soal' })
      .querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    const file = new File(['isi'], 'tabel.pdf', { type: 'application/pdf' });
    await user.upload(input, file);
    expect(onUnggahBerkas).toHaveBeenCalledWith('soal_bank_soal', file, expect.any(Function));
    await screen.findByRole('link', { name: /tabel\.pdf/ });
    await user.click(screen.getByRole('radio', { name: 'Benar' }));
    await user.click(tombol('Simpan'));
    expect(onTambahSoal).toHaveBeenCalledWith({
      jenis: 'benar_salah',
      pertanyaan: '<p>SQL itu bahasa kueri</p>',
      soal_files: [expect.objectContaining({ name: 'tabel.pdf' })],
      benar_salah: { pilihan: { benar: 'Benar', salah: 'Salah' }, kunci: 'benar' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a question prefilled, and keeps the editor open when saving fails', async () => {
    const onUbahSoal = vi.fn(async () => {
      throw new Error('Soal tidak ditemukan');
    });
    const { user } = render(<Detail onUbahSoal={onUbahSoal} />);
    await user.click(tombol('Ubah soal 5'));
    await screen.findByRole('dialog', { name: 'Ubah Soal' }, { timeout: 15_000 });
    expect(screen.getByRole('textbox', { name: 'Pilihan C' })).toHaveValue('3NF');
    await user.click(tombol('Simpan'));
    expect(onUbahSoal).toHaveBeenCalledWith(
      SOAL_BANK[4]!.id,
      expect.objectContaining({ jenis: 'pilihan' }),
    );
    await waitFor(() => expect(tombol('Simpan')).not.toHaveAttribute('data-pending'));
    expect(screen.getByRole('dialog', { name: 'Ubah Soal' })).toBeVisible();
  });

  it("asks 'Anda yakin ingin menghapus soal ini?' before deleting", async () => {
    const onHapusSoal = janji();
    const { user } = render(<Detail onHapusSoal={onHapusSoal} />);
    await user.click(tombol('Hapus soal 3'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Konfirmasi' });
    expect(dialog).toHaveTextContent('Anda yakin ingin menghapus soal ini?');
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(onHapusSoal).not.toHaveBeenCalled();
    await user.click(tombol('Hapus soal 3'));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Hapus' }),
    );
    expect(onHapusSoal).toHaveBeenCalledWith(SOAL_BANK[2]!.id);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

import type { BerkasSoal } from '@kampus/api';
import { describe, expect, it, vi } from 'vitest';
import { createToastQueue, type ToastQueue } from '../../../primitives/Toast';
import { fireEvent, render, screen, waitFor, within } from '../../../test/render';
import {
  KELOMPOK_SOAL,
  UJIAN_DETAIL,
  UJIAN_DETAIL_BELUM_SIAP,
  UJIAN_DETAIL_KOSONG,
} from '../../../test/ujianStafFixtures';
import { SoalUjianEditor, type SoalUjianEditorProps } from './SoalUjianEditor';

const janji = () => vi.fn(async () => undefined);

function Editor(props: Partial<SoalUjianEditorProps>) {
  return (
    <SoalUjianEditor
      ujian={UJIAN_DETAIL}
      bolehUbah
      onTambahKelompok={janji()}
      onUbahKelompok={janji()}
      onHapusKelompok={janji()}
      onTambahSoal={janji()}
      onUbahSoal={janji()}
      onHapusSoal={janji()}
      {...props}
    />
  );
}

const tombol = (name: string | RegExp) => screen.getByRole('button', { name });
/** The file input of a files section ('Lampiran Soal', 'Berkas Kunci Jawaban') of the dialog. */
const inputBerkas = (bagian: string) =>
  screen
    .getByRole('region', { name: bagian })
    .querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const berkasUji = (folder: string, nama: string): BerkasSoal => ({
  name: nama,
  content_length: 2048,
  url: `/v2/storager/berkas/${folder}/00000000-0000-4000-8000-000000000001.pdf?exp=1&sig=x`,
  extension: 'pdf',
  path: `/v2/storager/berkas/${folder}/00000000-0000-4000-8000-000000000001.pdf?exp=1&sig=x`,
});
const toasts = (antrian: ToastQueue) => antrian.visibleToasts.map((t) => t.content);
const [K1, K2, K3] = KELOMPOK_SOAL as [
  (typeof KELOMPOK_SOAL)[0],
  (typeof KELOMPOK_SOAL)[0],
  (typeof KELOMPOK_SOAL)[0],
];

describe('SoalUjianEditor', () => {
  it('lists the groups with their rules and checks, and every question with its key', () => {
    render(<Editor bolehUbah={false} />);
    expect(screen.getByText('7 soal dalam 3 kelompok')).toBeVisible();
    const k1 = screen.getByRole('region', { name: 'Kelompok 1: Konsep Dasar' });
    expect(within(k1).getByText('Semua')).toBeVisible();
    const k2 = screen.getByRole('region', { name: 'Kelompok 2: Normalisasi dan SQL' });
    expect(within(k2).getByText('Acak: 2 soal per mahasiswa')).toBeVisible();
    const k3 = screen.getByRole('region', { name: 'Kelompok 3: Pilihan Mahasiswa' });
    expect(within(k3).getByText('Sebagian: jawab 2 soal')).toBeVisible();
    expect(
      within(k3).getByText('Jumlah soal wajib dijawab tidak boleh lebih dari jumlah soal'),
    ).toBeVisible();
    // The key is marked: option B of question 1, 'Salah' of question 2, the essay's key text.
    const s1 = screen.getByRole('article', { name: 'Soal 1' });
    const kunci = within(s1)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.includes('Kunci jawaban'));
    expect(kunci).toHaveTextContent('B. Seleksi');
    const s2 = screen.getByRole('article', { name: 'Soal 2' });
    expect(within(s2).getByText('Kunci jawaban').closest('li')).toHaveTextContent('Salah');
    const s3 = screen.getByRole('article', { name: 'Soal 3' });
    expect(within(s3).getByText('Teks, PDF')).toBeVisible();
    expect(within(s3).getByText(/^Natural join menyamakan/)).toBeVisible();
    // A preview has no editing controls.
    expect(screen.queryByRole('button', { name: 'Tambah Soal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Hapus soal/ })).not.toBeInTheDocument();
  });

  it('shows the empty state with the add-group button', () => {
    render(<Editor ujian={UJIAN_DETAIL_KOSONG} />);
    expect(screen.getByText('Belum ada soal pada kuis/ujian ini.')).toBeVisible();
    expect(tombol('Tambah Kelompok Soal')).toBeVisible();
    expect(screen.getByText('Belum ada kelompok soal')).toBeVisible();
  });

  it('says why students cannot start yet, and nothing once the groups are complete', () => {
    const { rerender } = render(<Editor ujian={UJIAN_DETAIL_BELUM_SIAP} />);
    expect(screen.getByText('Soal belum lengkap')).toBeVisible();
    expect(
      screen.getByText('Kelompok 1 (Pilihan Ganda) membutuhkan 10 soal, baru ada 4'),
    ).toBeVisible();
    rerender(<Editor ujian={UJIAN_DETAIL} />);
    expect(screen.queryByText('Soal belum lengkap')).toBeNull();
  });

  it("offers 'Soal Mata Kuliah' in a group's menu only when the page copies from banks", async () => {
    const { user, rerender } = render(<Editor />);
    const k2 = () => screen.getByRole('region', { name: 'Kelompok 2: Normalisasi dan SQL' });
    await user.click(within(k2()).getByRole('button', { name: 'Tambah Soal' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['Soal Pilihan', 'Soal Benar Salah', 'Soal Esai']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    const onSalinSoalMataKuliah = vi.fn();
    rerender(<Editor onSalinSoalMataKuliah={onSalinSoalMataKuliah} />);
    await user.click(within(k2()).getByRole('button', { name: 'Tambah Soal' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Soal Mata Kuliah' }));
    expect(onSalinSoalMataKuliah).toHaveBeenCalledWith(K2.id);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('adds a choice question: the key follows its option when one is removed', async () => {
    const antrian = createToastQueue();
    const onTambahSoal = janji();
    const { user } = render(<Editor onTambahSoal={onTambahSoal} toastQueue={antrian} />);
    const k1 = screen.getByRole('region', { name: 'Kelompok 1: Konsep Dasar' });
    await user.click(within(k1).getByRole('button', { name: 'Tambah Soal' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Soal Pilihan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Soal' }, { timeout: 15_000 });
    expect(within(dialog).getByText('Soal Pilihan')).toBeVisible();
    // Three options to start, A to C; removing is refused at three.
    expect(tombol('Hapus pilihan A')).toBeDisabled();
    await user.click(tombol('Tambah Pilihan'));
    await user.type(screen.getByRole('textbox', { name: 'Pertanyaan' }), 'Join yang benar?');
    for (const [huruf, teks] of [
      ['A', 'Inner'],
      ['B', 'Outer'],
      ['C', 'Cross'],
      ['D', 'Natural'],
    ]) {
      await user.type(screen.getByRole('textbox', { name: `Pilihan ${huruf}` }), teks!);
    }
    const kunci = screen.getByRole('radiogroup', { name: 'Kunci Jawaban' });
    await user.click(within(kunci).getByRole('radio', { name: 'C' }));
    await user.click(tombol('Hapus pilihan A'));
    // 'Cross' is now option B, and so is the key.
    expect(screen.getByRole('textbox', { name: 'Pilihan B' })).toHaveValue('Cross');
    expect(within(kunci).getByRole('radio', { name: 'B' })).toBeChecked();
    expect(within(kunci).queryByRole('radio', { name: 'D' })).not.toBeInTheDocument();
    // An empty option: 'Pilihan jawaban wajib diisi'.
    await user.clear(screen.getByRole('textbox', { name: 'Pilihan A' }));
    await user.click(tombol('Simpan'));
    expect(toasts(antrian)).toEqual([{ pesan: 'Pilihan jawaban wajib diisi', jenis: 'danger' }]);
    expect(onTambahSoal).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Pilihan A' }), 'Left');
    await user.click(tombol('Simpan'));
    expect(onTambahSoal).toHaveBeenCalledWith(K1.id, {
      jenis: 'pilihan',
      pertanyaan: '<p>Join yang benar?</p>',
      soal_files: [],
      pilihan: { pilihan: ['Left', 'Cross', 'Natural'], kunci: 1, gambar: [] },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('clears the key when its option is removed and asks for it again', async () => {
    const antrian = createToastQueue();
    const { user } = render(<Editor toastQueue={antrian} />);
    await user.click(tombol('Ubah soal 4'));
    await screen.findByRole('dialog', { name: 'Ubah Soal' }, { timeout: 15_000 });
    expect(screen.getByRole('textbox', { name: 'Pilihan C' })).toHaveValue('3NF');
    await user.click(tombol('Tambah Pilihan'));
    await user.click(tombol('Hapus pilihan C'));
    const kunci = screen.getByRole('radiogroup', { name: 'Kunci Jawaban' });
    expect(
      within(kunci)
        .getAllByRole('radio')
        .every((r) => !(r as HTMLInputElement).checked),
    ).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Pilihan C' }), '4NF');
    await user.click(tombol('Simpan'));
    expect(toasts(antrian)).toEqual([{ pesan: 'Kunci jawaban wajib dipilih', jenis: 'danger' }]);
    expect(within(kunci).getByText('Kunci jawaban wajib dipilih')).toBeVisible();
  });

  it('edits a true/false question and sends its key', async () => {
    const onUbahSoal = janji();
    const { user } = render(<Editor onUbahSoal={onUbahSoal} />);
    await user.click(tombol('Ubah soal 2'));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Soal' }, { timeout: 15_000 });
    expect(within(dialog).getByText('Soal Benar Salah')).toBeVisible();
    const kunci = screen.getByRole('radiogroup', { name: 'Kunci Jawaban' });
    expect(within(kunci).getByRole('radio', { name: 'Salah' })).toBeChecked();
    await user.click(within(kunci).getByRole('radio', { name: 'Benar' }));
    await user.click(tombol('Simpan'));
    expect(onUbahSoal).toHaveBeenCalledWith(
      K1.id,
      K1.soal[1]!.id,
      expect.objectContaining({
        jenis: 'benar_salah',
        benar_salah: { pilihan: { benar: 'Benar', salah: 'Salah' }, kunci: 'benar' },
      }),
    );
  });

  it("adds an essay with 'Pilih Semua' of the accepted answer types and a key text", async () => {
    const antrian = createToastQueue();
    const onTambahSoal = janji();
    const { user } = render(<Editor onTambahSoal={onTambahSoal} toastQueue={antrian} />);
    const k2 = screen.getByRole('region', { name: 'Kelompok 2: Normalisasi dan SQL' });
    await user.click(within(k2).getByRole('button', { name: 'Tambah Soal' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Soal Esai' }));
    await screen.findByRole('dialog', { name: 'Tambah Soal' }, { timeout: 15_000 });
    const semua = screen.getByRole('checkbox', { name: 'Pilih Semua' });
    expect(semua).toBeChecked();
    await user.click(semua);
    expect(screen.getByRole('checkbox', { name: 'PDF' })).not.toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Pertanyaan' }), 'Jelaskan 3NF');
    await user.click(tombol('Simpan'));
    expect(toasts(antrian)).toEqual([{ pesan: 'Jenis jawaban wajib dipilih', jenis: 'danger' }]);
    await user.click(screen.getByRole('checkbox', { name: 'PDF' }));
    await user.click(screen.getByRole('checkbox', { name: 'Teks' }));
    expect(semua).toBePartiallyChecked();
    await user.type(screen.getByRole('textbox', { name: 'Kunci Jawaban' }), 'Tanpa transitif');
    await user.click(tombol('Simpan'));
    expect(onTambahSoal).toHaveBeenCalledWith(K2.id, {
      jenis: 'esay',
      pertanyaan: '<p>Jelaskan 3NF</p>',
      soal_files: [],
      esay: { jenis_file_diterima: ['text', 'pdf'], kunci: 'Tanpa transitif', kunci_files: [] },
    });
  });

  it("uploads a question attachment to 'soal_ujian' and sends it in soal_files", async () => {
    let selesai: (b: BerkasSoal) => void = () => {};
    const onUnggahBerkas = vi.fn(
      (_folder: string, _file: File, onProgress: (p: number) => void) =>
        new Promise<BerkasSoal>((resolve) => {
          onProgress(40);
          selesai = resolve;
        }),
    );
    const onTambahSoal = janji();
    const { user } = render(
      <Editor onTambahSoal={onTambahSoal} onUnggahBerkas={onUnggahBerkas} />,
      // The picker would hide the refused type: it is checked by the editor too.
      { userOptions: { applyAccept: false } },
    );
    const k1 = screen.getByRole('region', { name: 'Kelompok 1: Konsep Dasar' });
    await user.click(within(k1).getByRole('button', { name: 'Tambah Soal' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Soal Pilihan' }));
    await screen.findByRole('dialog', { name: 'Tambah Soal' }, { timeout: 15_000 });
    // A choice question has no answer-key files.
    expect(screen.queryByRole('region', { name: 'Berkas Kunci Jawaban' })).not.toBeInTheDocument();
    const file = new File(['isi'], 'tabel-relasi.pdf', { type: 'application/pdf' });
    await user.upload(inputBerkas('Lampiran Soal'), file);
    expect(onUnggahBerkas).toHaveBeenCalledWith('soal_ujian', file, expect.any(Function));
    expect(
      screen.getByRole('progressbar', { name: 'Mengunggah tabel-relasi.pdf' }),
    ).toHaveAttribute('aria-valuenow', '40');
    // Saving waits for the upload.
    expect(tombol('Simpan')).toHaveAttribute('aria-disabled', 'true');
    const tersimpan = berkasUji('soal_ujian', 'tabel-relasi.pdf');
    selesai(tersimpan);
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: /^Mengunggah/ })).not.toBeInTheDocument(),
    );
    const daftar = screen.getByRole('list', { name: 'Lampiran Soal' });
    expect(within(daftar).getByRole('link', { name: /tabel-relasi/ })).toBeVisible();
    // A type the question does not take is refused before any upload.
    await user.upload(inputBerkas('Lampiran Soal'), new File(['x'], 'skrip.exe'));
    expect(onUnggahBerkas).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Jenis file yang didukung adalah .pdf, .doc, .docx, .xls, .xlsx, .ppt, .pptx, .zip, .rar, .png, .jpg, .jpeg, .mp3, .wav, .mp4, .webm, dengan maksimal ukuran sebesar 10.24 MB',
    );
    await user.click(tombol('Hapus skrip.exe'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Pertanyaan' }), 'Lihat lampiran');
    for (const huruf of ['A', 'B', 'C']) {
      await user.type(screen.getByRole('textbox', { name: `Pilihan ${huruf}` }), huruf);
    }
    const kunci = screen.getByRole('radiogroup', { name: 'Kunci Jawaban' });
    await user.click(within(kunci).getByRole('radio', { name: 'A' }));
    await user.click(tombol('Simpan'));
    expect(onTambahSoal).toHaveBeenCalledWith(
      K1.id,
      expect.objectContaining({ jenis: 'pilihan', soal_files: [tersimpan] }),
    );
  });

  it("uploads an essay's answer-key file to 'kunci_ujian' and sends it in esay.kunci_files", async () => {
    const kunciBerkas = berkasUji('kunci_ujian', 'kunci-3nf.pdf');
    const onUnggahBerkas = vi.fn(async () => kunciBerkas);
    const onUbahSoal = janji();
    const { user } = render(<Editor onUbahSoal={onUbahSoal} onUnggahBerkas={onUnggahBerkas} />);
    await user.click(tombol('Ubah soal 3'));
    await screen.findByRole('dialog', { name: 'Ubah Soal' }, { timeout: 15_000 });
    const file = new File(['isi'], 'kunci-3nf.pdf', { type: 'application/pdf' });
    await user.upload(inputBerkas('Berkas Kunci Jawaban'), file);
    expect(onUnggahBerkas).toHaveBeenCalledWith('kunci_ujian', file, expect.any(Function));
    const daftar = await screen.findByRole('list', { name: 'Berkas Kunci Jawaban' });
    expect(within(daftar).getByRole('link', { name: /kunci-3nf/ })).toBeVisible();
    await user.click(tombol('Simpan'));
    expect(onUbahSoal).toHaveBeenCalledWith(
      K1.id,
      K1.soal[2]!.id,
      expect.objectContaining({
        jenis: 'esay',
        soal_files: [],
        esay: expect.objectContaining({ kunci_files: [kunciBerkas] }),
      }),
    );
  });

  it("uploads a picture of the question's text to 'soal_ujian' and saves its link, not base64", async () => {
    let selesai: (b: BerkasSoal) => void = () => {};
    const onUnggahBerkas = vi.fn(
      (_folder: string, _file: File, _onProgress: (p: number) => void) =>
        new Promise<BerkasSoal>((resolve) => {
          selesai = resolve;
        }),
    );
    const onTambahSoal = janji();
    const { user } = render(<Editor onTambahSoal={onTambahSoal} onUnggahBerkas={onUnggahBerkas} />);
    const k1 = screen.getByRole('region', { name: 'Kelompok 1: Konsep Dasar' });
    await user.click(within(k1).getByRole('button', { name: 'Tambah Soal' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Soal Benar Salah' }));
    await screen.findByRole('dialog', { name: 'Tambah Soal' }, { timeout: 15_000 });
    const teks = screen.getByRole('textbox', { name: 'Pertanyaan' });
    await user.type(teks, 'Pohon ini biner.');
    // A 687-byte picture: base64 in the text would be about 1,100 characters.
    const foto = new File([new Uint8Array(687).fill(9)], 'pohon.png', { type: 'image/png' });
    fireEvent.paste(teks, { clipboardData: { files: [foto], types: ['Files'] } });
    expect(onUnggahBerkas).toHaveBeenCalledWith('soal_ujian', foto, expect.any(Function));
    // Saving waits for the picture.
    await waitFor(() => expect(tombol('Simpan')).toHaveAttribute('aria-disabled', 'true'));
    const tersimpan = {
      ...berkasUji('soal_ujian', 'pohon.png'),
      url: '/v2/storager/berkas/soal_ujian/00000000-0000-4000-8000-000000000002.png?exp=1&sig=x',
    };
    selesai(tersimpan);
    await waitFor(() => expect(teks).toHaveValue(`Pohon ini biner.![pohon.png](${tersimpan.url})`));
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Kunci Jawaban' })).getByRole('radio', {
        name: 'Benar',
      }),
    );
    await user.click(tombol('Simpan'));
    const body = (onTambahSoal.mock.lastCall as unknown[] | undefined)?.[1] as {
      pertanyaan: string;
    };
    expect(body.pertanyaan).toContain(
      '<img src="/v2/storager/berkas/soal_ujian/00000000-0000-4000-8000-000000000002.png?exp=1&amp;sig=x" alt="pohon.png">',
    );
    expect(body.pertanyaan).not.toContain('data:');
    // The picture is in the text, not also an attachment.
    expect(onTambahSoal).toHaveBeenCalledWith(K1.id, expect.objectContaining({ soal_files: [] }));
  });

  it('without an upload the question editor shows no drop zone and takes no pictures', async () => {
    const { user } = render(<Editor />);
    await user.click(tombol('Ubah soal 3'));
    await screen.findByRole('dialog', { name: 'Ubah Soal' }, { timeout: 15_000 });
    expect(screen.queryByRole('region', { name: 'Lampiran Soal' })).not.toBeInTheDocument();
    expect(screen.queryByText('Seret file ke sini atau')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gambar' })).not.toBeInTheDocument();
  });

  it("asks 'Anda yakin ingin menghapus soal ini?' before deleting a question", async () => {
    const onHapusSoal = janji();
    const { user } = render(<Editor onHapusSoal={onHapusSoal} />);
    await user.click(tombol('Hapus soal 7'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Konfirmasi' });
    expect(dialog).toHaveTextContent('Anda yakin ingin menghapus soal ini?');
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(onHapusSoal).not.toHaveBeenCalled();
    await user.click(tombol('Hapus soal 7'));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Hapus' }),
    );
    expect(onHapusSoal).toHaveBeenCalledWith(K3.id, K3.soal[0]!.id);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('checks a group rule against its questions before saving', async () => {
    const onUbahKelompok = janji();
    const { user } = render(<Editor onUbahKelompok={onUbahKelompok} />);
    await user.click(tombol('Ubah Kelompok 2: Normalisasi dan SQL'));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Ubah Kelompok Soal' },
      { timeout: 15_000 },
    );
    const jumlah = screen.getByRole('textbox', { name: 'Jumlah Soal Wajib Dijawab' });
    expect(jumlah).toHaveValue('2');
    await user.clear(jumlah);
    await user.type(jumlah, '4');
    await user.tab();
    await user.click(tombol('Simpan'));
    expect(
      within(dialog).getByText('Jumlah soal wajib dijawab tidak boleh lebih dari jumlah soal'),
    ).toBeVisible();
    expect(onUbahKelompok).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: /^Sebagian/ }));
    await user.clear(jumlah);
    await user.type(jumlah, '3');
    await user.tab();
    await user.click(tombol('Simpan'));
    expect(onUbahKelompok).toHaveBeenCalledWith(K2.id, {
      judul: 'Normalisasi dan SQL',
      aturan: 'sebagian',
      jumlah_wajib_dijawab: 3,
    });
  });

  it('adds a group', async () => {
    const onTambahKelompok = janji();
    const { user } = render(<Editor onTambahKelompok={onTambahKelompok} />);
    await user.click(tombol('Tambah Kelompok Soal'));
    await screen.findByRole('dialog', { name: 'Tambah Kelompok Soal' }, { timeout: 15_000 });
    await user.type(screen.getByRole('textbox', { name: 'Judul Kelompok' }), 'Studi Kasus');
    await user.click(tombol('Simpan'));
    expect(onTambahKelompok).toHaveBeenCalledWith({
      judul: 'Studi Kasus',
      aturan: 'semua',
      jumlah_wajib_dijawab: null,
    });
  });
});

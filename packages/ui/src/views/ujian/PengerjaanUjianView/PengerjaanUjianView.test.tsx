import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '../../../test/render';
import {
  BERKAS_JAWABAN,
  idSoalKe,
  SOAL_PENGERJAAN,
  SOAL_PENGERJAAN_LENGKAP,
} from '../../../test/ujianMahasiswaFixtures';
import { PengerjaanUjianView } from './PengerjaanUjianView';
import type { PengerjaanUjianViewProps } from './types';

const props = (ubah: Partial<PengerjaanUjianViewProps> = {}): PengerjaanUjianViewProps => ({
  judul: 'Kuis 1: Struktur Data Linear',
  data: SOAL_PENGERJAAN,
  jawabanLokal: {},
  onJawab: vi.fn(),
  sisaDetik: 17 * 60 + 3,
  koneksi: 'online',
  penyimpanan: 'tersimpan',
  onKumpulkan: vi.fn(),
  onUnggahLampiran: vi.fn(async () => BERKAS_JAWABAN),
  ...ubah,
});

const soalKini = () => screen.getByRole('region', { name: /^Soal \d+ dari \d+$/ });
const nav = () => screen.getByRole('navigation', { name: 'Navigasi Soal' });
const inputBerkas = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

describe('PengerjaanUjianView: questions and answers', () => {
  it("opens on the first question with its group's rule", () => {
    render(<PengerjaanUjianView {...props()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Kuis 1: Struktur Data Linear' }));
    expect(screen.getByRole('heading', { name: 'Soal 1 dari 8' })).toBeInTheDocument();
    expect(within(soalKini()).getByText('Pilihan Ganda')).toBeInTheDocument();
    expect(within(soalKini()).getByText('Jawab semua soal')).toBeInTheDocument();
    expect(screen.getByText(/prinsip/)).toHaveTextContent(
      'Struktur data yang menerapkan prinsip LIFO',
    );
  });

  it('a choice is a radio group A, B, C...; choosing calls onJawab with its index', async () => {
    const p = props({ defaultSoalAktif: idSoalKe(2) });
    const { user } = render(<PengerjaanUjianView {...p} />);
    const grup = screen.getByRole('radiogroup', { name: 'Pilih satu jawaban' });
    const opsi = within(grup).getAllByRole('radio');
    expect(opsi.map((o) => o.closest('label')?.textContent)).toEqual([
      'AA. Push',
      'BB. Pop',
      'CC. Enqueue',
      'DD. Dequeue',
    ]);
    await user.click(screen.getByRole('radio', { name: 'C. Enqueue' }));
    expect(p.onJawab).toHaveBeenCalledWith(idSoalKe(2), { jenis: 'pilihan', pilihan: 2 });
  });

  it('the keyboard chooses too: Tab into the group, arrows move and choose', async () => {
    const p = props({
      defaultSoalAktif: idSoalKe(2),
      jawabanLokal: {
        [idSoalKe(2)]: { isi: { jenis: 'pilihan', pilihan: 0 }, versi: 1, status: 'tersimpan' },
      },
    });
    const { user } = render(<PengerjaanUjianView {...p} />);
    screen.getByRole('radio', { name: 'A. Push' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(p.onJawab).toHaveBeenLastCalledWith(idSoalKe(2), { jenis: 'pilihan', pilihan: 1 });
  });

  it("the device's journal wins over the server's answer", () => {
    render(
      <PengerjaanUjianView
        {...props({
          jawabanLokal: {
            [idSoalKe(1)]: { isi: { jenis: 'pilihan', pilihan: 3 }, versi: 2, status: 'menunggu' },
          },
        })}
      />,
    );
    expect(screen.getByRole('radio', { name: 'D. Tree' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'B. Stack' })).not.toBeChecked();
    expect(within(soalKini()).getByText('Belum terkirim')).toBeInTheDocument();
  });

  it("true/false uses the question's own labels", async () => {
    const p = props({ defaultSoalAktif: idSoalKe(6) });
    const { user } = render(<PengerjaanUjianView {...p} />);
    expect(screen.getByRole('radiogroup', { name: 'Pilih jawaban' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Tidak Setuju' }));
    expect(p.onJawab).toHaveBeenCalledWith(idSoalKe(6), {
      jenis: 'benar_salah',
      jawaban: 'salah',
    });
  });

  it('an essay: typing sends the text with the attachments kept', async () => {
    const p = props({
      defaultSoalAktif: idSoalKe(7),
      jawabanLokal: {
        [idSoalKe(7)]: {
          isi: { jenis: 'esay', teks: 'Stack', files: [BERKAS_JAWABAN] },
          versi: 3,
          status: 'tersimpan',
        },
      },
    });
    const { user } = render(<PengerjaanUjianView {...p} />);
    expect(screen.getByText('Jawab 1 dari 2 soal')).toBeInTheDocument();
    const teks = screen.getByRole('textbox', { name: 'Jawaban' });
    expect(teks).toHaveValue('Stack');
    await user.type(teks, '!');
    expect(p.onJawab).toHaveBeenLastCalledWith(idSoalKe(7), {
      jenis: 'esay',
      teks: 'Stack!',
      files: [BERKAS_JAWABAN],
    });
    expect(screen.getByText(/Jenis lampiran: JPEG\/PNG, PDF\./)).toHaveTextContent(
      'Maksimal 10.24 MB per file, paling banyak 10 file.',
    );
  });

  it('an essay that takes files only has no text area', () => {
    render(<PengerjaanUjianView {...props({ defaultSoalAktif: idSoalKe(8) })} />);
    expect(screen.queryByRole('textbox', { name: 'Jawaban' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lampiran jawaban' })).toBeInTheDocument();
  });

  it('an attachment uploads with its progress, then joins the answer', async () => {
    let selesai: (b: typeof BERKAS_JAWABAN) => void = () => {};
    const onUnggahLampiran = vi.fn(
      (_id: string, _f: File, onProgress: (p: number) => void) =>
        new Promise<typeof BERKAS_JAWABAN>((resolve) => {
          onProgress(40);
          selesai = resolve;
        }),
    );
    const p = props({ defaultSoalAktif: idSoalKe(8), onUnggahLampiran });
    const { user, container } = render(<PengerjaanUjianView {...p} />);
    const file = new File(['gambar'], 'diagram.png', { type: 'image/png' });
    await user.upload(inputBerkas(container), file);
    expect(onUnggahLampiran).toHaveBeenCalledWith(idSoalKe(8), file, expect.any(Function));
    expect(screen.getByRole('progressbar', { name: 'Mengunggah diagram.png' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    selesai(BERKAS_JAWABAN);
    await waitFor(() =>
      expect(p.onJawab).toHaveBeenCalledWith(idSoalKe(8), {
        jenis: 'esay',
        teks: '',
        files: [BERKAS_JAWABAN],
      }),
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('a refused type is not uploaded; a failed upload says why', async () => {
    const onUnggahLampiran = vi.fn(async () => {
      throw new Error('Koneksi terputus');
    });
    const { user, container } = render(
      <PengerjaanUjianView {...props({ defaultSoalAktif: idSoalKe(8), onUnggahLampiran })} />,
      { userOptions: { applyAccept: false } },
    );
    await user.upload(inputBerkas(container), new File(['x'], 'tugas.docx'));
    expect(onUnggahLampiran).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Jenis file yang didukung adalah .jpg, .jpeg, .png, .pdf',
    );
    await user.click(screen.getByRole('button', { name: 'Hapus tugas.docx' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.upload(inputBerkas(container), new File(['x'], 'diagram.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unggah gagal: Koneksi terputus');
  });
});

describe('PengerjaanUjianView: navigation', () => {
  it('marks answered questions (stored or on the device) in the grid', () => {
    render(
      <PengerjaanUjianView
        {...props({
          jawabanLokal: {
            [idSoalKe(4)]: { isi: { jenis: 'pilihan', pilihan: 0 }, versi: 1, status: 'menunggu' },
          },
        })}
      />,
    );
    const grid = nav();
    expect(grid).toHaveTextContent('Terjawab 4 dari 8 soal');
    expect(within(grid).getByRole('button', { name: 'Soal 1, sudah dijawab' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(grid).getByRole('button', { name: 'Soal 2, belum dijawab' })).toBeInTheDocument();
    expect(
      within(grid).getByRole('button', { name: 'Soal 4, sudah dijawab, belum terkirim' }),
    ).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: 'Soal 7, sudah dijawab' })).toBeInTheDocument();
  });

  it("a number opens its question and moves focus there; 'Sebelumnya'/'Berikutnya' step", async () => {
    const onSoalAktifChange = vi.fn();
    const { user } = render(<PengerjaanUjianView {...props({ onSoalAktifChange })} />);
    expect(screen.getByRole('button', { name: 'Sebelumnya' })).toBeDisabled();
    await user.click(within(nav()).getByRole('button', { name: 'Soal 5, sudah dijawab' }));
    expect(screen.getByRole('heading', { name: 'Soal 5 dari 8' })).toHaveFocus();
    expect(within(soalKini()).getByText('Benar atau Salah')).toBeInTheDocument();
    expect(onSoalAktifChange).toHaveBeenLastCalledWith(idSoalKe(5));

    await user.click(screen.getByRole('button', { name: 'Berikutnya' }));
    expect(screen.getByRole('heading', { name: 'Soal 6 dari 8' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Berikutnya' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Sebelumnya' }));
    expect(screen.getByRole('heading', { name: 'Soal 5 dari 8' })).toBeInTheDocument();

    await user.click(within(nav()).getByRole('button', { name: 'Soal 7, sudah dijawab' }));
    await user.click(screen.getByRole('button', { name: 'Berikutnya' }));
    expect(screen.getByRole('button', { name: 'Berikutnya' })).toBeDisabled();
    // The button it pressed is disabled now: focus goes to the question.
    expect(screen.getByRole('heading', { name: 'Soal 8 dari 8' })).toHaveFocus();
  });
});

describe('PengerjaanUjianView: time, saving and submitting', () => {
  it.each([
    [3600, '01:00:00', 'normal'],
    [300, '00:05:00', 'normal'],
    [299, '00:04:59', 'peringatan'],
    [59, '00:00:59', 'bahaya'],
  ] as const)('%i s left reads %s (%s)', (sisaDetik, teks, tingkat) => {
    render(<PengerjaanUjianView {...props({ sisaDetik })} />);
    const timer = screen.getByRole('timer', { name: 'Sisa waktu' });
    expect(timer).toHaveTextContent(teks);
    expect(timer).toHaveAttribute('data-tingkat', tingkat);
  });

  it('the journal may say how many answers wait; the title may come from the page', () => {
    render(
      <PengerjaanUjianView
        {...props({ judul: undefined, penyimpanan: 'menunggu', menunggu: 3 })}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('3 jawaban menunggu dikirim');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Pengerjaan Kuis/Ujian' }),
    ).toBeInTheDocument();
  });

  it('no time limit', () => {
    render(<PengerjaanUjianView {...props({ sisaDetik: null })} />);
    expect(screen.getByRole('timer', { name: 'Sisa waktu' })).toHaveTextContent('Tanpa batas');
  });

  it('says what happens to the answers: saved, saving, waiting, failed, offline', () => {
    const tunggu = {
      [idSoalKe(2)]: {
        isi: { jenis: 'pilihan' as const, pilihan: 1 },
        versi: 1,
        status: 'menunggu' as const,
      },
      [idSoalKe(3)]: {
        isi: { jenis: 'pilihan' as const, pilihan: 1 },
        versi: 1,
        status: 'menunggu' as const,
      },
    };
    const { rerender } = render(<PengerjaanUjianView {...props()} />);
    const status = () => screen.getByRole('status');
    expect(status()).toHaveTextContent('Semua jawaban tersimpan');
    rerender(<PengerjaanUjianView {...props({ penyimpanan: 'menyimpan' })} />);
    expect(status()).toHaveTextContent('Menyimpan jawaban…');
    rerender(<PengerjaanUjianView {...props({ penyimpanan: 'menunggu', jawabanLokal: tunggu })} />);
    expect(status()).toHaveTextContent('2 jawaban menunggu dikirim');
    rerender(<PengerjaanUjianView {...props({ penyimpanan: 'gagal', jawabanLokal: tunggu })} />);
    expect(status()).toHaveTextContent('2 jawaban gagal disimpan');
    rerender(<PengerjaanUjianView {...props({ koneksi: 'offline', jawabanLokal: tunggu })} />);
    expect(status()).toHaveTextContent('Offline · 2 jawaban menunggu dikirim');
    expect(screen.getByText(/Koneksi internet terputus/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kumpulkan' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it("'Kumpulkan' asks first with the number of questions still unanswered", async () => {
    const p = props();
    const { user } = render(<PengerjaanUjianView {...p} />);
    await user.click(screen.getByRole('button', { name: 'Kumpulkan' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Kumpulkan Jawaban' });
    // 3 of 4 choices, 1 of 2 true/false; the essay group asks 1 of 2 and has it.
    expect(dialog).toHaveTextContent('Masih ada 4 soal yang belum dijawab.');
    await user.click(within(dialog).getByRole('button', { name: 'Tidak' }));
    expect(p.onKumpulkan).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Kumpulkan' }));
    await user.click(screen.getByRole('button', { name: 'Ya' }));
    expect(p.onKumpulkan).toHaveBeenCalledOnce();
  });

  it('counts answers on the device, and says when all are answered', async () => {
    const { user, unmount } = render(
      <PengerjaanUjianView
        {...props({
          jawabanLokal: {
            [idSoalKe(2)]: { isi: { jenis: 'pilihan', pilihan: 1 }, versi: 1, status: 'menunggu' },
          },
        })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Kumpulkan' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Masih ada 3 soal yang belum dijawab.',
    );
    expect(screen.getByRole('alertdialog')).toHaveTextContent('1 jawaban belum terkirim');
    unmount();

    const kedua = render(<PengerjaanUjianView {...props({ data: SOAL_PENGERJAAN_LENGKAP })} />);
    await kedua.user.click(screen.getByRole('button', { name: 'Kumpulkan' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Semua soal sudah dijawab.');
  });

  it('shows why the submit did not go through', () => {
    render(
      <PengerjaanUjianView
        {...props({ galatKumpul: 'Masih ada jawaban yang belum tersimpan di server.' })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Masih ada jawaban yang belum tersimpan di server.',
    );
  });

  it('time is up: the answers are read only', async () => {
    const p = props({ sisaDetik: 0 });
    const { user } = render(<PengerjaanUjianView {...p} />);
    expect(
      screen.getByText('Waktu pengerjaan sudah habis. Jawaban tidak dapat disimpan lagi.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'A. Queue' }));
    expect(p.onJawab).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'B. Stack' })).toBeChecked();
  });

  it('submitted: no Kumpulkan', () => {
    render(
      <PengerjaanUjianView
        {...props({
          data: {
            ...SOAL_PENGERJAAN,
            pengerjaan: { ...SOAL_PENGERJAAN.pengerjaan, dikumpulkan: true },
          },
        })}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Kumpulkan' })).not.toBeInTheDocument();
    expect(screen.getByText(/Pengerjaan sudah dikumpulkan/)).toBeInTheDocument();
  });

  it('an expired session shows the sign-in slot over the page', () => {
    render(
      <PengerjaanUjianView
        {...props({
          sesiBerakhir: true,
          slotMasukUlang: <button type="button">Masuk Kembali</button>,
        })}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Sesi berakhir' });
    expect(within(dialog).getByRole('button', { name: 'Masuk Kembali' })).toBeInTheDocument();
  });

  it('loading, load error and an exam without questions', () => {
    const { rerender } = render(
      <PengerjaanUjianView {...props({ data: null, isLoading: true })} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Memuat soal');
    rerender(<PengerjaanUjianView {...props({ data: null, isError: true })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('NO DATA');
    rerender(
      <PengerjaanUjianView {...props({ data: { ...SOAL_PENGERJAAN, kelompok_soal: [] } })} />,
    );
    expect(screen.getByText('Belum ada soal pada kuis/ujian ini.')).toBeInTheDocument();
  });
});

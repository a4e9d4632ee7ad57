import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createToastQueue, type ToastQueue } from '../../../primitives/Toast';
import {
  BATAS_UNGGAH_MATERI_MB,
  berkasContoh,
  MATERI_EBOOK,
  MATERI_SALIN,
  MATERI_SALIN_HALAMAN_2,
  OPSI_PERTEMUAN_MATERI,
  PERTEMUAN_MATERI_BERJALAN,
  PERTEMUAN_MATERI_OFFLINE,
  PERTEMUAN_MATERI_ONLINE,
  SEKARANG_MATERI,
  TOTAL_MATERI_SALIN,
  ZONA_MATERI,
} from '../../../test/materiFormFixtures';
import { act, render, screen, waitFor, within } from '../../../test/render';
import { MateriFormModal, type MateriFormModalProps } from './MateriFormModal';

type Props = Partial<MateriFormModalProps> & { salinPage?: number };

function Terbuka({ salinPage = 1, ...props }: Props) {
  const [isOpen, setOpen] = useState(true);
  return (
    <MateriFormModal
      isOpen={isOpen}
      onOpenChange={setOpen}
      mode="tambah"
      pertemuan={PERTEMUAN_MATERI_ONLINE}
      timeZone={ZONA_MATERI}
      sekarang={SEKARANG_MATERI}
      batasUnggahMb={BATAS_UNGGAH_MATERI_MB}
      onSubmit={vi.fn(async () => undefined)}
      salin={{
        materi: salinPage === 1 ? MATERI_SALIN : MATERI_SALIN_HALAMAN_2,
        total: TOTAL_MATERI_SALIN,
        page: salinPage,
        onPageChange: vi.fn(),
        search: '',
        onSearchChange: vi.fn(),
      }}
      onSalin={vi.fn(async () => undefined)}
      {...props}
    />
  );
}

const toasts = (antrian: ToastQueue) => antrian.visibleToasts.map((t) => t.content);
const tombol = (name: string | RegExp) => screen.getByRole('button', { name });
// The FileTrigger's input is hidden (no role): found inside the 'File' group.
const inputBerkas = () =>
  screen
    .getByRole('group', { name: 'File' })
    .querySelector('input[type="file"]') as HTMLInputElement;

/** Chooses `label` in the select whose trigger ends with `select`. */
async function pilih(user: ReturnType<typeof render>['user'], select: RegExp, label: string) {
  await user.click(tombol(select));
  await user.click(await screen.findByRole('option', { name: label }));
}

/** Types a date and time into the picker named `name`, segment by segment (DD MM YYYY HH mm). */
async function ketikTanggal(user: ReturnType<typeof render>['user'], name: string, digit: string) {
  const grup = screen.getByRole('group', { name });
  const [hari] = within(grup).getAllByRole('spinbutton');
  await user.click(hari!);
  await user.keyboard(digit);
}

describe('MateriFormModal', () => {
  it('shows required messages and the toast on an empty submit', async () => {
    const antrian = createToastQueue();
    const onSubmit = vi.fn();
    const { user } = render(<Terbuka toastQueue={antrian} onSubmit={onSubmit} />);
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Data' });
    expect(within(dialog).getByText('Tambah Data Materi')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Upload Materi Baru' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Salin Materi Kelas Lain' })).toBeInTheDocument();
    await user.click(tombol('Simpan'));
    for (const pesan of [
      'Judul wajib diisi!',
      'Deskripsi wajib diisi!',
      'Tipe wajib dipilih!',
      'Jenis wajib dipilih!',
    ]) {
      expect(screen.getByText(pesan)).toBeVisible();
    }
    expect(screen.getByRole('textbox', { name: 'Judul' })).toHaveAttribute('aria-invalid', 'true');
    expect(toasts(antrian)).toEqual([{ pesan: 'Pengisian Data Belum Lengkap!', jenis: 'danger' }]);
    expect(onSubmit).not.toHaveBeenCalled();
    // Typing a title clears its message.
    await user.type(screen.getByRole('textbox', { name: 'Judul' }), 'Modul 1');
    expect(screen.queryByText('Judul wajib diisi!')).not.toBeInTheDocument();
  });

  it('shows the meeting card with its date and time range', async () => {
    render(<Terbuka />);
    const kartu = await screen.findByRole('region', { name: 'Pertemuan 4' });
    expect(kartu).toHaveTextContent('Pertemuan 4');
    expect(kartu).toHaveTextContent('Online');
    expect(kartu).toHaveTextContent('23 Sep 2025, 09:20 - 11:00 WIB');
  });

  it('keeps the file input disabled until a type is chosen, then gives its rules', async () => {
    const { user } = render(<Terbuka />);
    await screen.findByRole('dialog');
    expect(tombol('Pilih File')).toBeDisabled();
    expect(screen.getByText('Pilih Tipe File terlebih dahulu.')).toBeVisible();
    await pilih(user, /Tipe File$/, 'E-Book');
    expect(tombol('Pilih File')).toBeEnabled();
    expect(
      screen.getByText(
        'Jenis file yang didukung adalah .pdf, .doc, .docx, .xlx, .xlsx, .ppt, .pptx, dengan maksimal ukuran sebesar 5 MB',
      ),
    ).toBeVisible();
    expect(inputBerkas()).toHaveAttribute('accept', '.pdf,.doc,.docx,.xlx,.xlsx,.ppt,.pptx');
  });

  it('refuses a wrong type or a too large file with the form messages', async () => {
    const { user } = render(<Terbuka />, { userOptions: { applyAccept: false } });
    await screen.findByRole('dialog');
    await pilih(user, /Tipe File$/, 'E-Book');
    await user.upload(inputBerkas(), berkasContoh('tugas.exe', 1000));
    expect(screen.getByText('File type exe is not allowed')).toBeVisible();
    await user.upload(inputBerkas(), berkasContoh('modul.pdf', 6_000_000));
    expect(screen.getByText('Ukuran maksimal 5.00 MB')).toBeVisible();
    expect(screen.queryByText('File type exe is not allowed')).not.toBeInTheDocument();
    await user.upload(
      inputBerkas(),
      berkasContoh('modul-praktikum-basis-data-pertemuan-4.pdf', 1_200_000),
    );
    expect(screen.queryByText('Ukuran maksimal 5.00 MB')).not.toBeInTheDocument();
    expect(screen.getByText('modul-praktikum....pdf')).toBeVisible();
    expect(screen.getByText('1.20 MB')).toBeVisible();
    expect(tombol('Ganti File')).toBeEnabled();
  });

  it('shows a Link field instead of the file for url materials', async () => {
    const { user } = render(<Terbuka />);
    await screen.findByRole('dialog');
    await pilih(user, /Tipe File$/, 'URL');
    expect(screen.getByRole('textbox', { name: 'Link' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pilih File' })).not.toBeInTheDocument();
  });

  it('sends the payload with the show-later start and the default deadline', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onOpenChange = vi.fn();
    const { user } = render(<Terbuka onSubmit={onSubmit} onOpenChange={onOpenChange} />);
    await screen.findByRole('dialog');
    await user.type(screen.getByRole('textbox', { name: 'Judul' }), ' Modul 4 ');
    await user.type(screen.getByRole('textbox', { name: 'Deskripsi' }), 'Baca bab 4');
    await pilih(user, /Tipe File$/, 'E-Book');
    await pilih(user, /Jenis Materi$/, 'Modul');
    const file = berkasContoh('modul-4.pdf', 1_000_000, 'application/pdf');
    await user.upload(inputBerkas(), file);
    await user.click(screen.getByRole('radio', { name: 'Tampilkan Nanti' }));
    await ketikTanggal(user, 'Tanggal & Jam Mulai Tampil', '050920251000');
    await user.click(screen.getByRole('radio', { name: 'Ya' }));
    // The meeting starts after server time: its default deadline is filled in (spec 4).
    const deadline = screen.getByRole('group', { name: 'Deadline' });
    expect(within(deadline).getAllByRole('spinbutton')[0]).toHaveTextContent('30');
    await user.click(tombol('Simpan'));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        judul: 'Modul 4',
        tipe_file: 'ebook',
        deskripsi: '<p>Baca bab 4</p>',
        jenis_materi: 'modul',
        tampil_sekarang: false,
        waktu_mulai_tampil: '2025-09-05T10:00:00+07:00',
        is_syarat_hadir: true,
        deadline: '2025-09-30T23:59:00+07:00',
        id_pertemuan: PERTEMUAN_MATERI_ONLINE.id,
        file,
      },
      file,
      expect.any(Function),
    );
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  }, 20_000);

  it('sends no deadline without the requirement, and no default when the meeting began', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { user } = render(<Terbuka pertemuan={PERTEMUAN_MATERI_BERJALAN} onSubmit={onSubmit} />);
    await screen.findByRole('dialog');
    await user.type(screen.getByRole('textbox', { name: 'Judul' }), 'Tautan');
    await user.type(screen.getByRole('textbox', { name: 'Deskripsi' }), 'Bacaan');
    await pilih(user, /Tipe File$/, 'URL');
    await pilih(user, /Jenis Materi$/, 'Alat Bantu');
    await user.type(screen.getByRole('textbox', { name: 'Link' }), 'https://kampus.example/a');
    // 'Ya' without a deadline: the meeting started, so there is no default (spec 4).
    await user.click(screen.getByRole('radio', { name: 'Ya' }));
    await user.click(tombol('Simpan'));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Harap isi bidang ini')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Tidak' }));
    await user.click(tombol('Simpan'));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        tipe_file: 'url',
        file_url: 'https://kampus.example/a',
        tampil_sekarang: true,
        waktu_mulai_tampil: null,
        is_syarat_hadir: false,
        deadline: null,
      }),
      null,
      expect.any(Function),
    );
  }, 20_000);

  it('disables the requirement for an offline meeting and sends null', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { user } = render(<Terbuka pertemuan={PERTEMUAN_MATERI_OFFLINE} onSubmit={onSubmit} />);
    await screen.findByRole('dialog');
    expect(screen.getByRole('radio', { name: 'Ya' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Tidak' })).not.toBeChecked();
    expect(screen.getByText('Pertemuan offline tidak memiliki syarat kehadiran.')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Judul' }), 'Tautan');
    await user.type(screen.getByRole('textbox', { name: 'Deskripsi' }), 'Bacaan');
    await pilih(user, /Tipe File$/, 'URL');
    await pilih(user, /Jenis Materi$/, 'Diktat');
    await user.type(screen.getByRole('textbox', { name: 'Link' }), 'kampus.example/b');
    await user.click(tombol('Simpan'));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ is_syarat_hadir: null, deadline: null }),
      null,
      expect.any(Function),
    );
  }, 20_000);

  it('shows the upload progress and keeps the form when saving fails', async () => {
    let tolak: (e: Error) => void = () => {};
    let progres: (p: number) => void = () => {};
    const onSubmit = vi.fn(
      (_payload: unknown, _berkas: File | null, onProgress: (p: number) => void) => {
        progres = onProgress;
        return new Promise<void>((_, reject) => {
          tolak = reject;
        });
      },
    );
    const onOpenChange = vi.fn();
    const { user } = render(
      <Terbuka mode="ubah" materi={MATERI_EBOOK} onSubmit={onSubmit} onOpenChange={onOpenChange} />,
    );
    await screen.findByRole('dialog', { name: 'Ubah Data' });
    await user.click(tombol('Simpan'));
    expect(onSubmit).toHaveBeenCalled();
    act(() => progres(42.5));
    expect(screen.getByRole('progressbar', { name: 'Menyimpan materi' })).toHaveAttribute(
      'aria-valuenow',
      '42.5',
    );
    expect(screen.getByText('42.5%')).toBeVisible();
    await act(async () => tolak(new Error('Gagal menyimpan')));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Judul' })).toHaveValue(MATERI_EBOOK.judul);
  });

  it('fills the edit form from the material, with no tabs and an optional file', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { user } = render(<Terbuka mode="ubah" materi={MATERI_EBOOK} onSubmit={onSubmit} />);
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Data' });
    expect(within(dialog).getByText('Ubah Data Materi')).toBeVisible();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Judul' })).toHaveValue(MATERI_EBOOK.judul);
    expect(screen.getByRole('textbox', { name: 'Deskripsi' })).toHaveValue(
      '## Tujuan\n\nMahasiswa memahami operasi **seleksi**, *proyeksi* dan join.\n\n- Baca bab 4\n- Kerjakan latihan 1-5',
    );
    expect(tombol(/Tipe File$/)).toHaveTextContent('E-Book');
    expect(tombol(/Jenis Materi$/)).toHaveTextContent('Modul');
    expect(screen.getByRole('link', { name: /modul-4-aljabar/ })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Tampilkan Nanti' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Ya' })).toBeChecked();
    await user.click(tombol('Simpan'));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        judul: MATERI_EBOOK.judul,
        tipe_file: 'ebook',
        deskripsi: MATERI_EBOOK.deskripsi,
        jenis_materi: 'modul',
        tampil_sekarang: false,
        waktu_mulai_tampil: '2025-09-22T08:00:00+07:00',
        is_syarat_hadir: true,
        deadline: '2025-09-30T23:59:00+07:00',
        id_pertemuan: MATERI_EBOOK.id_pertemuan,
      },
      null,
      expect.any(Function),
    );
  });

  it('lets operators pick the meeting and follows its type', async () => {
    const antrian = createToastQueue();
    const { user } = render(
      <Terbuka pertemuan={null} opsiPertemuan={OPSI_PERTEMUAN_MATERI} toastQueue={antrian} />,
    );
    await screen.findByRole('dialog');
    expect(screen.queryByRole('region', { name: /^Pertemuan/ })).not.toBeInTheDocument();
    await user.click(tombol('Simpan'));
    expect(screen.getByText('Pertemuan wajib dipilih!')).toBeVisible();
    await user.click(tombol(/Pertemuan$/));
    const list = await screen.findByRole('listbox');
    expect(
      within(list).getByRole('option', { name: '4. (23 Sep 2025, 09:20 - 11:00 WIB)' }),
    ).toBeVisible();
    await user.click(
      within(list).getByRole('option', { name: '5. (30 Sep 2025, 09:20 - 11:00 WIB)' }),
    );
    expect(screen.queryByText('Pertemuan wajib dipilih!')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Ya' })).toBeDisabled();
  });

  it('asks for a material on the copy tab, keeps the selection across pages and sends list_id', async () => {
    const onSalin = vi.fn(async () => undefined);
    const { user, rerender } = render(<Terbuka onSalin={onSalin} />);
    await user.click(await screen.findByRole('tab', { name: 'Salin Materi Kelas Lain' }));
    expect(tombol('Salin')).toBeVisible();
    const tabel = screen.getByRole('table', { name: 'Materi Kelas Lain' });
    const [kepala] = within(tabel).getAllByRole('row');
    for (const kolom of ['Jenis Materi', 'Judul', 'Format', 'Kelas', 'Pertemuan', 'Pengunggah']) {
      expect(within(kepala!).getByRole('columnheader', { name: kolom })).toBeInTheDocument();
    }
    const baris = within(tabel).getAllByRole('row')[1]!;
    expect(baris).toHaveTextContent('01 Reguler');
    expect(baris).toHaveTextContent('dr. budi santoso, m.kom.');
    expect(
      within(baris).getByRole('link', { name: /^Buka Pengantar Sistem Basis Data/ }),
    ).toHaveAttribute('href', MATERI_SALIN[0]!.file_url);
    await user.click(tombol('Salin'));
    expect(screen.getByText('Materi wajib dipilih!')).toBeVisible();
    expect(onSalin).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: `Pilih ${MATERI_SALIN[1]!.judul}` }));
    expect(screen.queryByText('Materi wajib dipilih!')).not.toBeInTheDocument();
    rerender(<Terbuka onSalin={onSalin} salinPage={2} />);
    await user.click(
      screen.getByRole('checkbox', { name: `Pilih ${MATERI_SALIN_HALAMAN_2[0]!.judul}` }),
    );
    expect(screen.getByText('2 materi dipilih')).toBeVisible();
    await user.click(tombol('Salin'));
    expect(onSalin).toHaveBeenCalledWith({
      id_pertemuan: PERTEMUAN_MATERI_ONLINE.id,
      list_id: [MATERI_SALIN[1]!.id, MATERI_SALIN_HALAMAN_2[0]!.id],
      is_syarat_hadir: false,
      tampil_sekarang: true,
      waktu_mulai_tampil: null,
      deadline: null,
      type: 'salin',
    });
  });

  it("reads 'No records' when no material matches", async () => {
    const { user } = render(
      <Terbuka
        salin={{
          materi: [],
          total: 0,
          page: 1,
          onPageChange: vi.fn(),
          search: 'zzz',
          onSearchChange: vi.fn(),
        }}
      />,
    );
    await user.click(await screen.findByRole('tab', { name: 'Salin Materi Kelas Lain' }));
    expect(screen.getByText('No records')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Cari judul' })).toHaveValue('zzz');
  });
});

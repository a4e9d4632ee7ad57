import { PESAN_KESIAPAN_SOAL, PESAN_WAKTU_KUNCI } from '@kampus/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createToastQueue, type ToastQueue } from '../../../primitives/Toast';
import { render, screen, waitFor, within } from '../../../test/render';
import {
  OPSI_PERTEMUAN_UJIAN,
  PERTEMUAN_UJIAN,
  PESERTA_UJIAN,
  TOTAL_UJIAN_SALIN,
  UJIAN_KELAS,
  UJIAN_REMEDIAL,
  UJIAN_SALIN,
  UJIAN_UBAH,
  ZONA_UJIAN,
} from '../../../test/ujianStafFixtures';
import { UjianFormModal, type UjianFormModalProps } from './UjianFormModal';

function Terbuka(props: Partial<UjianFormModalProps>) {
  const [isOpen, setOpen] = useState(true);
  return (
    <UjianFormModal
      isOpen={isOpen}
      onOpenChange={setOpen}
      mode="tambah"
      pertemuan={PERTEMUAN_UJIAN}
      ujianKelas={UJIAN_KELAS}
      peserta={PESERTA_UJIAN}
      timeZone={ZONA_UJIAN}
      onSubmit={vi.fn(async () => undefined)}
      salin={{
        data: UJIAN_SALIN,
        total: TOTAL_UJIAN_SALIN,
        page: 1,
        onPageChange: vi.fn(),
        onSearch: vi.fn(),
      }}
      onSalin={vi.fn(async () => undefined)}
      {...props}
    />
  );
}

/** Opens again after closing (the form starts over). */
function BukaLagi() {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Buka
      </button>
      <Terbuka isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const toasts = (antrian: ToastQueue) => antrian.visibleToasts.map((t) => t.content);
const tombol = (name: string | RegExp) => screen.getByRole('button', { name });
type User = ReturnType<typeof render>['user'];

async function pilih(user: User, select: RegExp, label: string) {
  await user.click(tombol(select));
  await user.click(await screen.findByRole('option', { name: label }));
}

/** Fills the required fields of a new exam of `jenis`. */
async function isiWajib(user: User, jenis = 'Kuis') {
  await user.type(screen.getByRole('textbox', { name: 'Judul' }), 'Kuis Join');
  await user.type(screen.getByRole('textbox', { name: 'Deskripsi' }), 'Kerjakan sendiri');
  await pilih(user, /Jenis Kuis\/Ujian$/, jenis);
}

describe('UjianFormModal', () => {
  it("opens as 'Tambah Data' with both tabs, the meeting card and the spec's defaults", async () => {
    render(<Terbuka />);
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Data' });
    expect(within(dialog).getByText('Tambah Data Kuis/Ujian')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Buat Kuis/Ujian Baru' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Salin Kuis/Ujian Lain' })).toBeInTheDocument();
    expect(tombol('Tambah')).toBeVisible();
    expect(tombol('Batal')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Pertemuan 4' })).toHaveTextContent(
      '23 Sep 2025, 09:20 - 11:00 WIB',
    );
    // Defaults: visible, closed book, no shuffle, no time limit, no key (spec 4).
    const grup = (name: string) => screen.getByRole('radiogroup', { name });
    expect(
      within(grup('Status Tampilan')).getByRole('radio', { name: 'Ditampilkan' }),
    ).toBeChecked();
    expect(within(grup('Sifat')).getByRole('radio', { name: 'Tutup Buku' })).toBeChecked();
    expect(within(grup('Acak Soal')).getByRole('radio', { name: 'Tidak' })).toBeChecked();
    expect(within(grup('Batas Waktu')).getByRole('radio', { name: 'Tidak' })).toBeChecked();
    expect(within(grup('Kunci Jawaban')).getByRole('radio', { name: 'Tidak' })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Durasi' })).not.toBeInTheDocument();
    // Start and end come from the meeting time.
    const mulai = screen.getByRole('group', { name: 'Waktu Mulai' });
    expect(
      within(mulai)
        .getAllByRole('spinbutton')
        .map((s) => s.textContent),
    ).toEqual(['23', '09', '2025', '09', '20']);
  });

  it('says a new quiz needs its questions, and warns when an edited shown one lacks them', async () => {
    const { unmount } = render(<Terbuka />);
    await screen.findByRole('dialog');
    expect(screen.getByText(PESAN_KESIAPAN_SOAL.ujianBaru)).toBeVisible();
    unmount();

    const ujian = {
      ...UJIAN_UBAH,
      soal_siap: false,
      masalah_soal: ['Kelompok 1 belum memiliki soal'],
    };
    const { user } = render(<Terbuka mode="ubah" ujian={ujian} />);
    await screen.findByRole('dialog');
    expect(screen.getByText('Kelompok 1 belum memiliki soal')).toBeVisible();
    // Hidden from students, it cannot be started: the warning goes.
    await user.click(screen.getByRole('radio', { name: 'Disembunyikan' }));
    expect(screen.queryByText('Kelompok 1 belum memiliki soal')).toBeNull();
  });

  it('reveals Ujian Utama and the participant picker for remedial', async () => {
    const { user } = render(<Terbuka />);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: /Ujian Utama$/ })).not.toBeInTheDocument();
    await pilih(user, /Jenis Kuis\/Ujian$/, 'Remedial');
    await user.click(tombol(/Ujian Utama$/));
    const list = await screen.findByRole('listbox');
    // Only the meeting's non-remedial exams (meeting 5's and the remedial one are left out).
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Kuis Aljabar Relasional', 'Kuis SQL Dasar']);
    await user.keyboard('{Escape}');
    // Choosing appends, the close button removes (spec 4).
    const cari = screen.getByRole('combobox', { name: 'Peserta Remedial' });
    await user.type(cari, 'citra');
    await user.click(await screen.findByRole('option', { name: 'Citra Dewi Lestari (2401003)' }));
    await user.type(cari, 'gilang');
    await user.click(await screen.findByRole('option', { name: 'Gilang Ramadhan (2401007)' }));
    // The list stays open for the next pick; Escape closes it.
    await user.keyboard('{Escape}');
    const daftar = screen.getByRole('list', { name: '2 peserta remedial dipilih' });
    expect(
      within(daftar)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Citra Dewi Lestari (2401003)', 'Gilang Ramadhan (2401007)']);
    await user.click(tombol('Hapus Citra Dewi Lestari'));
    expect(screen.getByRole('list', { name: '1 peserta remedial dipilih' })).toHaveTextContent(
      'Gilang Ramadhan',
    );
  });

  it("says 'Tidak ada ujian di pertemuan ini' when the meeting has no main exam", async () => {
    const { user } = render(<Terbuka ujianKelas={[]} />);
    await screen.findByRole('dialog');
    await pilih(user, /Jenis Kuis\/Ujian$/, 'Remedial');
    expect(screen.getByText('Tidak ada ujian di pertemuan ini')).toBeVisible();
  });

  it("toasts 'Durasi wajib diisi' for a time limit without a duration, then saves the payload", async () => {
    const antrian = createToastQueue();
    const onSubmit = vi.fn(async () => undefined);
    const onOpenChange = vi.fn();
    const { user } = render(
      <Terbuka toastQueue={antrian} onSubmit={onSubmit} onOpenChange={onOpenChange} />,
    );
    await screen.findByRole('dialog');
    await isiWajib(user);
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Batas Waktu' })).getByRole('radio', {
        name: 'Ya',
      }),
    );
    const durasi = screen.getByRole('textbox', { name: 'Durasi' });
    expect(screen.getByText('Menit')).toBeVisible();
    await user.click(tombol('Tambah'));
    expect(toasts(antrian)).toEqual([{ pesan: 'Durasi wajib diisi', jenis: 'danger' }]);
    expect(durasi).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(durasi, '4');
    await user.tab();
    await user.click(tombol('Tambah'));
    expect(toasts(antrian)[0]).toEqual({
      pesan: 'Durasi tidak boleh kurang dari 5 menit',
      jenis: 'danger',
    });
    await user.clear(durasi);
    await user.type(durasi, '90');
    await user.tab();
    await user.click(tombol('Tambah'));
    expect(onSubmit).toHaveBeenCalledWith({
      sifat: 'close',
      acak_soal: false,
      deskripsi: '<p>Kerjakan sendiri</p>',
      ditampilkan: true,
      durasi: 90,
      gunakan_batas_waktu: true,
      id_pertemuan: PERTEMUAN_UJIAN.id,
      id_ujian_utama: null,
      jenis: 'kuis',
      judul: 'Kuis Join',
      peserta_remedial: [],
      tampilkan_kunci_jawaban: false,
      waktu_mulai: '2025-09-23T09:20:00+07:00',
      waktu_selesai: '2025-09-23T11:00:00+07:00',
      waktu_tampil_kunci: null,
    });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('marks the required fields and reveals the key time on Kunci Jawaban Ya', async () => {
    const onSubmit = vi.fn();
    const { user } = render(<Terbuka onSubmit={onSubmit} />);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('group', { name: 'Waktu Tampil Kunci Jawaban' })).toBeNull();
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Kunci Jawaban' })).getByRole('radio', {
        name: 'Ya',
      }),
    );
    expect(screen.getByRole('group', { name: 'Waktu Tampil Kunci Jawaban' })).toBeVisible();
    await user.click(tombol('Tambah'));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Judul' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Harap isi bidang ini').length).toBeGreaterThanOrEqual(4);
  });

  it('keeps the end disabled until a start is set', async () => {
    render(<Terbuka pertemuan={{ ...PERTEMUAN_UJIAN, waktu_mulai: null, waktu_selesai: null }} />);
    await screen.findByRole('dialog');
    const selesai = screen.getByRole('group', { name: 'Waktu Selesai' });
    for (const s of within(selesai).getAllByRole('spinbutton')) {
      expect(s).toHaveAttribute('aria-disabled', 'true');
    }
  });

  it('fills the edit form, hides the copy tab and saves with Simpan', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { user } = render(<Terbuka mode="ubah" ujian={UJIAN_REMEDIAL} onSubmit={onSubmit} />);
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Data' });
    expect(within(dialog).getByText('Ubah Data Kuis/Ujian')).toBeVisible();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Judul' })).toHaveValue(UJIAN_REMEDIAL.judul);
    expect(tombol(/Ujian Utama$/)).toHaveTextContent('Kuis Aljabar Relasional');
    expect(screen.getByRole('list', { name: '2 peserta remedial dipilih' })).toBeVisible();
    await user.click(tombol('Simpan'));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        jenis: 'remedial',
        id_ujian_utama: UJIAN_KELAS[0]!.id,
        peserta_remedial: ['2401003', '2401007'],
      }),
    );
  });

  it('sends the key time of an edited exam shown with its key', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { user } = render(<Terbuka mode="ubah" ujian={UJIAN_UBAH} onSubmit={onSubmit} />);
    await screen.findByRole('dialog', { name: 'Ubah Data' });
    expect(screen.getByRole('textbox', { name: 'Durasi' })).toHaveValue('60');
    await user.click(tombol('Simpan'));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        sifat: 'open',
        acak_soal: true,
        durasi: 60,
        tampilkan_kunci_jawaban: true,
        waktu_tampil_kunci: '2025-09-24T08:00:00+07:00',
      }),
    );
  });

  it('says what the key time means and warns when it comes before the exam ends', async () => {
    const sebelum = { ...UJIAN_UBAH, waktu_tampil_kunci: '2025-09-23T10:00:00+07:00' };
    const { unmount } = render(<Terbuka mode="ubah" ujian={sebelum} />);
    await screen.findByRole('dialog', { name: 'Ubah Data' });
    const kunci = screen.getByRole('group', { name: 'Waktu Tampil Kunci Jawaban' });
    expect(kunci).toHaveAccessibleDescription(
      expect.stringContaining(PESAN_WAKTU_KUNCI.penjelasan),
    );
    // The warning is a live note of its own (the description editor has an upload status too).
    const peringatan = screen
      .getAllByRole('status')
      .filter((s) => s.textContent?.includes(PESAN_WAKTU_KUNCI.sebelumBerakhir));
    expect(peringatan).toHaveLength(1);
    expect(kunci).toHaveAccessibleDescription(
      expect.stringContaining(PESAN_WAKTU_KUNCI.sebelumBerakhir),
    );
    unmount();

    // The stored exam's key comes the day after its end: explained, no warning.
    render(<Terbuka mode="ubah" ujian={UJIAN_UBAH} />);
    await screen.findByRole('dialog', { name: 'Ubah Data' });
    expect(screen.getByText(PESAN_WAKTU_KUNCI.penjelasan)).toBeVisible();
    expect(screen.queryByText(PESAN_WAKTU_KUNCI.sebelumBerakhir)).toBeNull();
  });

  it("lets operators pick the meeting and asks 'Pertemuan wajib diisi' first", async () => {
    const antrian = createToastQueue();
    const { user } = render(
      <Terbuka pertemuan={null} opsiPertemuan={OPSI_PERTEMUAN_UJIAN} toastQueue={antrian} />,
    );
    await screen.findByRole('dialog');
    expect(screen.queryByRole('region', { name: /^Pertemuan/ })).not.toBeInTheDocument();
    await user.click(tombol('Tambah'));
    expect(toasts(antrian)[0]).toEqual({ pesan: 'Pertemuan wajib diisi', jenis: 'danger' });
    await pilih(user, /Pertemuan$/, '5. (30 Sep 2025, 09:20 - 11:00 WIB)');
    const mulai = screen.getByRole('group', { name: 'Waktu Mulai' });
    expect(within(mulai).getAllByRole('spinbutton')[0]).toHaveTextContent('30');
  });

  it("asks 'Pilih ujian terlebih dahulu' on the copy tab, then sends the copy body", async () => {
    const antrian = createToastQueue();
    const onSalin = vi.fn(async () => undefined);
    const { user } = render(<Terbuka onSalin={onSalin} toastQueue={antrian} />);
    await user.click(await screen.findByRole('tab', { name: 'Salin Kuis/Ujian Lain' }));
    expect(screen.getByRole('searchbox', { name: 'Cari judul' })).toBeVisible();
    await user.click(tombol('Salin'));
    expect(screen.getByText('Pilih ujian terlebih dahulu')).toBeVisible();
    expect(toasts(antrian)[0]).toEqual({ pesan: 'Pilih ujian terlebih dahulu', jenis: 'danger' });
    expect(onSalin).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: `Pilih ${UJIAN_SALIN[2]!.judul}` }));
    expect(screen.getByText('1 kuis/ujian dipilih')).toBeVisible();
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Tampilkan Kunci Jawaban' })).getByRole(
        'radio',
        { name: 'Tidak' },
      ),
    );
    await user.click(tombol('Salin'));
    expect(onSalin).toHaveBeenCalledWith({
      id_pertemuan: PERTEMUAN_UJIAN.id,
      list_id: [UJIAN_SALIN[2]!.id],
      waktu_mulai: '2025-09-23T09:20:00+07:00',
      waktu_selesai: '2025-09-23T11:00:00+07:00',
      waktu_tampil_kunci: null,
      salin_kunci_jawaban: false,
    });
  });

  it.each([
    ['kalkulus', 'Tidak ada kuis/ujian yang cocok dengan pencarian.'],
    ['', 'Belum ada kuis/ujian kelas lain yang dapat disalin.'],
  ])('says in Indonesian that the copy list is empty (search %j)', async (search, teks) => {
    const salin = { data: [], total: 0, page: 1, onPageChange: vi.fn(), onSearch: vi.fn(), search };
    const { user } = render(<Terbuka salin={salin} />);
    await user.click(await screen.findByRole('tab', { name: 'Salin Kuis/Ujian Lain' }));
    expect(screen.getByRole('cell', { name: teks })).toBeVisible();
    expect(screen.queryByText('No records')).toBeNull();
  });

  it('shows the server error and stays pending while isPending', async () => {
    render(
      <Terbuka galat="Ujian utama harus kuis/ujian non-remedial di pertemuan ini" isPending />,
    );
    await screen.findByRole('dialog');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ujian utama harus kuis/ujian non-remedial di pertemuan ini',
    );
    expect(tombol(/Tambah/)).toHaveAttribute('aria-disabled', 'true');
  });

  it('starts over after Batal', async () => {
    const { user } = render(<BukaLagi />);
    await screen.findByRole('dialog');
    await user.type(screen.getByRole('textbox', { name: 'Judul' }), 'Kuis lama');
    await user.click(tombol('Batal'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(tombol('Buka'));
    expect(await screen.findByRole('textbox', { name: 'Judul' })).toHaveValue('');
  });
});

import type { Role } from '@kampus/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createToastQueue, type ToastQueue } from '../../../primitives/Toast';
import {
  BENTROK_MEMBLOKIR,
  BENTROK_RUANGAN_ABAIKAN,
  PERTEMUAN_KOSONG,
  PERTEMUAN_OFFLINE,
  PERTEMUAN_ONLINE,
  RUANGAN,
  SESI_KULIAH,
  TANPA_BENTROK,
} from '../../../test/kelasStafFixtures';
import { act, render, screen, waitFor, within } from '../../../test/render';
import { UbahPertemuanModal, type UbahPertemuanModalProps } from './UbahPertemuanModal';

// Constants, not literals: a literal `role` reads as an ARIA role to the linter.
const DOSEN: Role = 'dosen';
const OPERATOR: Role = 'operator';

function Terbuka(props: Partial<UbahPertemuanModalProps>) {
  const [isOpen, setOpen] = useState(true);
  return (
    <UbahPertemuanModal
      isOpen={isOpen}
      onOpenChange={setOpen}
      pertemuan={PERTEMUAN_OFFLINE}
      sesi={SESI_KULIAH}
      ruangan={RUANGAN}
      role={OPERATOR}
      jadwalBisaDiubah
      onCekJadwal={vi.fn(async () => TANPA_BENTROK)}
      onSubmit={vi.fn(async () => undefined)}
      {...props}
    />
  );
}

const teksGrup = (name: string) =>
  (screen.getByRole('group', { name }).textContent ?? '').replace(
    /[\u200e\u200f\u2066-\u2069]/g,
    '',
  );
const toasts = (antrian: ToastQueue) => antrian.visibleToasts.map((t) => t.content);
const tombol = (name: string | RegExp) => screen.getByRole('button', { name });
const cekJadwal = () => tombol('Cek Jadwal');
const simpan = () => tombol('Simpan');

describe('UbahPertemuanModal', () => {
  it('starts from the meeting: fields, teachers, the room and the session', async () => {
    const onRuanganRange = vi.fn();
    render(<Terbuka onRuanganRange={onRuanganRange} />);
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Data Pertemuan' });
    expect(within(dialog).getByRole('textbox', { name: 'Judul' })).toHaveValue(
      'Model Entitas-Relasi',
    );
    expect(screen.getByRole('radio', { name: 'Kuliah' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Offline' })).toBeChecked();
    expect(tombol(/Sesi$/)).toHaveTextContent('Sesi 2 (09:20 - 11:00)');
    expect(teksGrup('Jam Mulai')).toBe('09:20');
    expect(teksGrup('Jam Selesai')).toBe('11:00');
    expect(tombol(/Ruangan$/)).toHaveTextContent('Laboratorium Komputer 2');
    expect(screen.getByRole('checkbox', { name: 'Dr. Budi Santoso, M.Kom.' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Agus Prasetyo, M.Cs.' })).not.toBeChecked();
    // Room availability is asked for the meeting's range.
    expect(onRuanganRange).toHaveBeenCalledWith(
      '2025-09-09T09:20:00+07:00',
      '2025-09-09T11:00:00+07:00',
    );
  });

  it("labels unavailable or full rooms '(Tidak Tersedia)'", async () => {
    const { user } = render(<Terbuka />);
    await user.click(tombol(/Ruangan$/));
    const list = await screen.findByRole('listbox');
    expect(within(list).getByRole('option', { name: 'Ruang 201 (Tidak Tersedia)' })).toBeVisible();
    // 28 participants do not fit in 25 seats.
    expect(within(list).getByRole('option', { name: 'Ruang 105 (Tidak Tersedia)' })).toBeVisible();
    expect(within(list).getByRole('option', { name: 'Aula Utama' })).toBeVisible();
  });

  it('sets the times to the session hours and asks for the new room range', async () => {
    const onRuanganRange = vi.fn();
    const { user } = render(<Terbuka onRuanganRange={onRuanganRange} />);
    await user.click(tombol(/Sesi$/));
    await user.click(await screen.findByRole('option', { name: 'Sesi 3 (13:00 - 14:40)' }));
    expect(teksGrup('Jam Mulai')).toBe('13:00');
    expect(teksGrup('Jam Selesai')).toBe('14:40');
    await waitFor(() =>
      expect(onRuanganRange).toHaveBeenLastCalledWith(
        '2025-09-09T13:00:00+07:00',
        '2025-09-09T14:40:00+07:00',
      ),
    );
  });

  it('moves both times to a newly chosen date', async () => {
    const onRuanganRange = vi.fn();
    const { user } = render(<Terbuka onRuanganRange={onRuanganRange} />);
    const tanggal = await screen.findByRole('group', { name: 'Tanggal' });
    const [hari] = within(tanggal).getAllByRole('spinbutton');
    await user.click(hari!);
    await user.keyboard('{ArrowUp}');
    await waitFor(() =>
      expect(onRuanganRange).toHaveBeenLastCalledWith(
        '2025-09-10T09:20:00+07:00',
        '2025-09-10T11:00:00+07:00',
      ),
    );
    expect(teksGrup('Jam Mulai')).toBe('09:20');
  });

  it('clears and disables the room when switched to online', async () => {
    const { user } = render(<Terbuka />);
    await user.click(screen.getByRole('radio', { name: 'Online' }));
    expect(tombol(/Ruangan$/)).toBeDisabled();
    expect(tombol(/Ruangan$/)).toHaveTextContent('Pilih salah satu');
    expect(screen.getByText('Pertemuan online tidak menggunakan ruangan.')).toBeVisible();
  });

  it("enables 'Cek Jadwal' only when the form is complete", async () => {
    const { user } = render(<Terbuka pertemuan={PERTEMUAN_KOSONG} />);
    await screen.findByRole('dialog');
    expect(cekJadwal()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Judul' }), 'SQL');
    expect(cekJadwal()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Deskripsi' }), 'Join');
    expect(cekJadwal()).toBeEnabled();
    // Online clears the room; offline without a room is incomplete.
    await user.click(screen.getByRole('radio', { name: 'Online' }));
    expect(cekJadwal()).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: 'Offline' }));
    expect(cekJadwal()).toBeDisabled();
  }, 15_000);

  it('shows the conflict result grouped, and any change clears it', async () => {
    const onCekJadwal = vi.fn(async () => BENTROK_MEMBLOKIR);
    const { user } = render(<Terbuka onCekJadwal={onCekJadwal} />);
    await user.click(await screen.findByRole('button', { name: 'Cek Jadwal' }));
    expect(onCekJadwal).toHaveBeenCalledWith(
      expect.objectContaining({
        id: PERTEMUAN_OFFLINE.id,
        id_kelas_kuliah: PERTEMUAN_OFFLINE.id_kelas_kuliah,
        waktu_mulai: '2025-09-09T09:20:00+07:00',
        waktu_selesai: '2025-09-09T11:00:00+07:00',
        id_ruangan: 'LAB2',
        pengajar: ['d1', 'd2'],
      }),
    );
    const hasil = await screen.findByRole('region', { name: 'Hasil Cek Jadwal' });
    expect(within(hasil).getByRole('status')).toHaveTextContent('Ada jadwal yang bentrok');
    for (const grup of ['Bentrok Kelas', 'Bentrok Ruangan', 'Bentrok Pengajar']) {
      expect(within(hasil).getByRole('heading', { name: new RegExp(grup) })).toBeVisible();
    }
    expect(within(hasil).getByRole('heading', { name: /Bentrok Ruangan/ })).toHaveTextContent(
      'Boleh diabaikan',
    );
    expect(within(hasil).getByRole('heading', { name: /Bentrok Pengajar/ })).not.toHaveTextContent(
      'Boleh diabaikan',
    );
    expect(hasil).toHaveTextContent('Pertemuan 5: Analisis Kebutuhan Perangkat Lunak');
    expect(hasil).toHaveTextContent('09 Sep 2025, 09:20 - 11:00 WIB (Sesi 2)');
    expect(hasil).toHaveTextContent('IF305 Rekayasa Perangkat Lunak · Kelas C Reguler');
    expect(hasil).toHaveTextContent('Pengajar: Dr. Budi Santoso, M.Kom.');
    expect(hasil).toHaveTextContent('Ruangan: Ruang 201');
    await user.click(screen.getByRole('radio', { name: 'UTS' }));
    expect(screen.queryByRole('region', { name: 'Hasil Cek Jadwal' })).not.toBeInTheDocument();
  });

  it('says why submit is disabled: unchanged, then unchecked, then blocked', async () => {
    const onCekJadwal = vi.fn(async () => BENTROK_MEMBLOKIR);
    const { user } = render(<Terbuka onCekJadwal={onCekJadwal} />);
    await screen.findByRole('dialog');
    expect(simpan()).toHaveAttribute('aria-disabled', 'true');
    // Keyboard focus on the disabled submit opens its tooltip.
    const fokusKeyboard = async (el: HTMLElement) => {
      await user.keyboard('{Tab}');
      act(() => el.focus());
    };
    await fokusKeyboard(simpan());
    expect(await screen.findByText('Tidak ada perubahan data')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'UTS' }));
    await fokusKeyboard(simpan());
    expect(
      await screen.findByText('Cek jadwal terlebih dahulu. Pastikan tidak ada jadwal yang bentrok'),
    ).toBeInTheDocument();
    await user.click(cekJadwal());
    await screen.findByRole('region', { name: 'Hasil Cek Jadwal' });
    expect(simpan()).toHaveAttribute('aria-disabled', 'true');
  });

  it('saves after a check with only ignorable conflicts', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onOpenChange = vi.fn();
    const { user } = render(
      <Terbuka
        onSubmit={onSubmit}
        onOpenChange={onOpenChange}
        onCekJadwal={vi.fn(async () => BENTROK_RUANGAN_ABAIKAN)}
      />,
    );
    await user.click(await screen.findByRole('radio', { name: 'UTS' }));
    await user.click(cekJadwal());
    expect(await screen.findByText('Boleh diabaikan')).toBeVisible();
    expect(simpan()).toBeEnabled();
    await user.click(simpan());
    expect(onSubmit).toHaveBeenCalledWith({
      judul: 'Model Entitas-Relasi',
      deskripsi: PERTEMUAN_OFFLINE.deskripsi,
      kategori: 'uts',
      jenis: 'offline',
      parameter_kehadiran: {
        hadir_vidcon: false,
        kerjakan_kuis_ujian: false,
        kerjakan_tugas: false,
        posting_forum: false,
        unduh_materi: false,
      },
      id_sesi: 's2',
      waktu_mulai: '2025-09-09T09:20:00+07:00',
      waktu_selesai: '2025-09-09T11:00:00+07:00',
      id_ruangan: 'LAB2',
      pengajar: ['d1', 'd2'],
    });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it("shows 'Gagal mengecek jadwal bentrok' when the check fails", async () => {
    const antrian = createToastQueue();
    const { user } = render(
      <Terbuka
        toastQueue={antrian}
        onCekJadwal={vi.fn(async () => {
          throw new Error('Network Error');
        })}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Cek Jadwal' }));
    await waitFor(() =>
      expect(toasts(antrian)).toEqual([
        { pesan: 'Gagal mengecek jadwal bentrok', jenis: 'danger' },
      ]),
    );
  });

  it('validates on submit: inline messages and the toast', async () => {
    const antrian = createToastQueue();
    const onSubmit = vi.fn();
    const { user } = render(
      <Terbuka
        pertemuan={PERTEMUAN_KOSONG}
        jadwalBisaDiubah={false}
        toastQueue={antrian}
        onSubmit={onSubmit}
      />,
    );
    await user.click(await screen.findByRole('radio', { name: 'UAS' }));
    await user.click(simpan());
    expect(screen.getByText('Judul wajib diisi!')).toBeVisible();
    expect(screen.getByText('Deskripsi wajib diisi!')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Judul' })).toHaveAttribute('aria-invalid', 'true');
    expect(toasts(antrian)).toEqual([{ pesan: 'Pengisian Data Belum Lengkap!', jenis: 'danger' }]);
    expect(onSubmit).not.toHaveBeenCalled();
    // Typing a title clears its message.
    await user.type(screen.getByRole('textbox', { name: 'Judul' }), 'Review');
    expect(screen.queryByText('Judul wajib diisi!')).not.toBeInTheDocument();
  });

  it('omits the schedule when it is not editable: read-only fields, no check', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { user } = render(<Terbuka jadwalBisaDiubah={() => false} onSubmit={onSubmit} />);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Cek Jadwal' })).not.toBeInTheDocument();
    expect(tombol(/Sesi$/)).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Dr. Budi Santoso, M.Kom.' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'UTS' }));
    await user.click(simpan());
    expect(onSubmit).toHaveBeenCalledWith({
      judul: 'Model Entitas-Relasi',
      deskripsi: PERTEMUAN_OFFLINE.deskripsi,
      kategori: 'uts',
      jenis: 'offline',
      parameter_kehadiran: expect.any(Object),
    });
  });

  it('keeps the modal open and shows the server field errors when saving fails', async () => {
    const galat = Object.assign(new Error('Pengisian Data Belum Lengkap!'), {
      errors: [
        {
          field: 'jam_selesai',
          message: 'Waktu selesai paling lambat 23:59:59 pada hari yang sama',
        },
      ],
    });
    const onOpenChange = vi.fn();
    const { user } = render(
      <Terbuka
        jadwalBisaDiubah={false}
        onOpenChange={onOpenChange}
        onSubmit={vi.fn(async () => {
          throw galat;
        })}
      />,
    );
    await user.click(await screen.findByRole('radio', { name: 'UTS' }));
    await user.click(simpan());
    expect(
      await screen.findByText('Waktu selesai paling lambat 23:59:59 pada hari yang sama'),
    ).toBeVisible();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('lets only the main teacher or an operator pick the teachers', async () => {
    const { rerender } = render(<Terbuka role={DOSEN} isUtama={false} />);
    await screen.findByRole('dialog');
    expect(screen.getByRole('checkbox', { name: 'Agus Prasetyo, M.Cs.' })).toBeDisabled();
    expect(screen.getByText('Hanya dosen utama yang dapat mengubah pengajar.')).toBeVisible();
    rerender(<Terbuka role={DOSEN} isUtama />);
    expect(screen.getByRole('checkbox', { name: 'Agus Prasetyo, M.Cs.' })).toBeEnabled();
  });

  it('shows the attendance parameters for online meetings, not to lecturers', async () => {
    const { user, rerender } = render(<Terbuka pertemuan={PERTEMUAN_ONLINE} role={OPERATOR} />);
    const grup = await screen.findByRole('group', { name: 'Parameter Kehadiran' });
    expect(within(grup).getByRole('checkbox', { name: 'Hadir vidcon' })).toBeChecked();
    const materi = within(grup).getByRole('checkbox', { name: 'Mengunduh materi' });
    expect(materi).toBeChecked();
    expect(materi).toBeDisabled();
    await user.click(within(grup).getByRole('checkbox', { name: 'Posting di forum diskusi' }));
    expect(within(grup).getByRole('checkbox', { name: 'Posting di forum diskusi' })).toBeChecked();
    rerender(<Terbuka pertemuan={PERTEMUAN_ONLINE} role={DOSEN} isUtama />);
    expect(screen.queryByRole('group', { name: 'Parameter Kehadiran' })).not.toBeInTheDocument();
  });
});

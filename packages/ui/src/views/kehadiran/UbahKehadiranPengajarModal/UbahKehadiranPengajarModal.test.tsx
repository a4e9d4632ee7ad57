import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PENGAJAR_KEHADIRAN, PERTEMUAN_KEHADIRAN } from '../../../test/kehadiranPertemuanFixtures';
import { render, screen, waitFor, within } from '../../../test/render';
import {
  UbahKehadiranPengajarModal,
  type UbahKehadiranPengajarModalProps,
} from './UbahKehadiranPengajarModal';

function Terbuka(props: Partial<UbahKehadiranPengajarModalProps>) {
  const [isOpen, setOpen] = useState(true);
  return (
    <UbahKehadiranPengajarModal
      isOpen={isOpen}
      onOpenChange={setOpen}
      data={PENGAJAR_KEHADIRAN}
      tanggal={PERTEMUAN_KEHADIRAN.waktu_mulai}
      timeZone="Asia/Jakarta"
      onSubmit={vi.fn()}
      {...props}
    />
  );
}

const grup = (name: string) => within(screen.getByRole('group', { name }));
const teks = (el: HTMLElement) =>
  (el.textContent ?? '').replace(/[\u200e\u200f\u2066-\u2069]/g, '');
const budi = 'Dr. Budi Santoso, M.Kom.';
const rina = 'Rina Wulandari, S.T., M.T.';

describe('UbahKehadiranPengajarModal', () => {
  it('fills each lecturer from the saved attendance; absent disables the times', () => {
    render(<Terbuka />);
    const b = grup(budi);
    expect(b.getByRole('switch', { name: 'Hadir' })).toBeChecked();
    expect(teks(b.getByRole('group', { name: 'Memulai Kuliah' }))).toBe('09:05');
    expect(teks(b.getByRole('group', { name: 'Mengakhiri Kuliah' }))).toBe('10:35');
    const r = grup(rina);
    expect(r.getByRole('switch', { name: 'Hadir' })).not.toBeChecked();
    for (const s of r.getAllByRole('spinbutton'))
      expect(s).toHaveAttribute('aria-disabled', 'true');
  });

  it('a present lecturer needs start then end (spec 5)', async () => {
    const onSubmit = vi.fn();
    const { user } = render(<Terbuka onSubmit={onSubmit} />);
    await user.click(grup(rina).getByRole('switch', { name: 'Hadir' }));
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(screen.getByText('Memulai kuliah dosen Rina Wulandari wajib diisi')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('turning present off clears the times; saves UTC times on the meeting day', async () => {
    const onSubmit = vi.fn();
    const { user } = render(<Terbuka onSubmit={onSubmit} />);
    await user.click(grup(budi).getByRole('switch', { name: 'Hadir' }));
    expect(teks(grup(budi).getByRole('group', { name: 'Memulai Kuliah' }))).not.toContain('09');
    await user.click(grup(budi).getByRole('switch', { name: 'Hadir' }));
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(screen.getByText('Memulai kuliah dosen Budi Santoso wajib diisi')).toBeInTheDocument();
    await user.click(grup(budi).getByRole('switch', { name: 'Hadir' }));
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([
      {
        id_dosen: PENGAJAR_KEHADIRAN[0]!.pengajar.id_dosen,
        is_hadir: false,
        mulai_kuliah: null,
        selesai_kuliah: null,
      },
      {
        id_dosen: PENGAJAR_KEHADIRAN[1]!.pengajar.id_dosen,
        is_hadir: false,
        mulai_kuliah: null,
        selesai_kuliah: null,
      },
      {
        id_dosen: PENGAJAR_KEHADIRAN[2]!.pengajar.id_dosen,
        is_hadir: false,
        mulai_kuliah: null,
        selesai_kuliah: null,
      },
    ]);
  });

  it('sends the saved times as UTC', async () => {
    const onSubmit = vi.fn();
    const { user } = render(<Terbuka data={PENGAJAR_KEHADIRAN.slice(0, 1)} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([
      {
        id_dosen: PENGAJAR_KEHADIRAN[0]!.pengajar.id_dosen,
        is_hadir: true,
        mulai_kuliah: '2025-09-02T02:05:00Z',
        selesai_kuliah: '2025-09-02T03:35:00Z',
      },
    ]);
  });

  it("shows the server's message", () => {
    render(<Terbuka galat="Kehadiran dosen belum dapat diubah karena pertemuan belum dimulai" />);
    expect(screen.getByRole('alert')).toHaveTextContent('pertemuan belum dimulai');
  });
});

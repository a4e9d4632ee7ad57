import { describe, expect, it, vi } from 'vitest';
import { JENIS_PRESENSI_AKTIF, KEHADIRAN_PESERTA } from '../../../test/lmsFixtures';
import { render, screen, waitFor, within } from '../../../test/render';
import { AttendanceTable } from './AttendanceTable';

const tabel = () => screen.getByRole('table', { name: 'Kehadiran peserta' });
const baris = (nama: RegExp) => within(tabel()).getByRole('row', { name: nama });
const kodeDi = (nama: RegExp) => within(baris(nama)).getAllByRole('cell')[3]!;

describe('AttendanceTable', () => {
  it('shows number, name and NIM, progress, attendance tag and last update', () => {
    render(<AttendanceTable data={KEHADIRAN_PESERTA} minimalPersen={60} />);
    const siti = baris(/Siti Prasetyo/);
    const cells = within(siti).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('1');
    expect(cells[1]).toHaveTextContent('Siti Prasetyo2023100001');
    expect(
      within(siti).getByRole('progressbar', { name: 'Progres Siti Prasetyo' }),
    ).toHaveAttribute('aria-valuetext', '85.5%');
    expect(within(cells[3]!).getByTitle('Hadir')).toHaveTextContent('H');
    expect(cells[4]).toHaveTextContent('Sistem LMS02 Sep 2025 11:05');
    expect(kodeDi(/Agus/)).toHaveTextContent('-');
    expect(screen.getByText('Progres mencapai minimal 60%')).toBeInTheDocument();
  });

  it('opens the progress detail of a row, also by keyboard', async () => {
    const onOpenDetail = vi.fn();
    const { user } = render(
      <AttendanceTable data={KEHADIRAN_PESERTA} minimalPersen={60} onOpenDetail={onOpenDetail} />,
    );
    await user.click(screen.getByRole('button', { name: 'Detail progres Budi Azizah: 30.0%' }));
    expect(onOpenDetail).toHaveBeenLastCalledWith(KEHADIRAN_PESERTA[1]);
    screen.getByRole('button', { name: /Detail progres Siti/ }).focus();
    await user.keyboard('{Enter}');
    expect(onOpenDetail).toHaveBeenLastCalledWith(KEHADIRAN_PESERTA[0]);
  });

  it('edits a row, sets all and cancel restores the original', async () => {
    const { user } = render(
      <AttendanceTable data={KEHADIRAN_PESERTA} jenisPresensi={JENIS_PRESENSI_AKTIF} canEdit />,
    );
    await user.click(screen.getByRole('button', { name: 'Ubah kehadiran' }));
    // One row by keyboard: open its selector and pick 'S - Sakit'.
    const pemilih = within(baris(/Budi Azizah/)).getByRole('button', {
      name: /Kehadiran Budi Azizah/,
    });
    pemilih.focus();
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: 'S - Sakit' }));
    expect(pemilih).toHaveTextContent('S - Sakit');
    // Set all to H.
    await user.click(screen.getByRole('button', { name: /Set semua kehadiran/ }));
    await user.click(await screen.findByRole('option', { name: 'H - Hadir' }));
    for (const nama of [/Siti/, /Budi Azizah/, /Dewi/, /Agus/, /Rina/]) {
      expect(within(baris(nama)).getByRole('button', { name: /Kehadiran/ })).toHaveTextContent(
        'H - Hadir',
      );
    }
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    expect(screen.getByRole('button', { name: 'Ubah kehadiran' })).toBeInTheDocument();
    expect(kodeDi(/Budi Azizah/)).toHaveTextContent('A');
    expect(kodeDi(/Agus/)).toHaveTextContent('-');
  });

  it("offers only H and A when izin and sakit are off, and saves with 'Simpan kehadiran'", async () => {
    const onSave = vi.fn();
    const { user } = render(<AttendanceTable data={KEHADIRAN_PESERTA} canEdit onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Ubah kehadiran' }));
    await user.click(within(baris(/Agus/)).getByRole('button', { name: /Kehadiran Agus/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['H - Hadir', 'A - Alpa']);
    await user.click(options[0]!);
    await user.click(screen.getByRole('button', { name: 'Simpan kehadiran' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ubah kehadiran' })).toBeVisible(),
    );
    const disimpan = onSave.mock.calls[0]![0];
    expect(disimpan[3]).toMatchObject({ presensi: 'H', ada_presensi: true });
    expect(kodeDi(/Agus/)).toHaveTextContent('H');
  });

  it('stays in edit mode when saving fails', async () => {
    const onSave = vi.fn().mockRejectedValue(new Error('Gagal'));
    const { user } = render(<AttendanceTable data={KEHADIRAN_PESERTA} canEdit onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Ubah kehadiran' }));
    await user.click(screen.getByRole('button', { name: 'Simpan kehadiran' }));
    expect(onSave).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Batal' })).toBeInTheDocument();
  });

  it('hides editing without permission and has empty, loading and error states', () => {
    const { rerender } = render(<AttendanceTable data={KEHADIRAN_PESERTA} mode="manual" />);
    expect(screen.queryByRole('button', { name: 'Ubah kehadiran' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    rerender(<AttendanceTable data={[]} canEdit />);
    expect(screen.getByText('Ups! Data Kosong')).toBeInTheDocument();
    rerender(<AttendanceTable data={[]} isLoading />);
    expect(tabel()).toHaveAttribute('aria-busy', 'true');
    rerender(<AttendanceTable data={[]} isError />);
    expect(screen.getByRole('alert')).toHaveTextContent('NO DATA');
  });
});

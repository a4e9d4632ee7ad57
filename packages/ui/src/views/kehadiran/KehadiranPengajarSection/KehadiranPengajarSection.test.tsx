import { TEKS_SYARAT_DOSEN_KOSONG } from '@kampus/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  PENGAJAR_KEHADIRAN,
  PENGAJAR_TANPA_SYARAT,
} from '../../../test/kehadiranPertemuanFixtures';
import { render, screen, within } from '../../../test/render';
import { KehadiranPengajarSection } from './KehadiranPengajarSection';

/** Tabs to a tooltip trigger (keyboard focus opens a tooltip at once). */
async function fokus(user: { tab: () => Promise<void> }, name: string) {
  const tombol = screen.getByRole('button', { name });
  for (let i = 0; i < 10 && document.activeElement !== tombol; i++) await user.tab();
}

const budi = 'Dr. Budi Santoso, M.Kom.';
const rina = 'Rina Wulandari, S.T., M.T.';

describe('KehadiranPengajarSection', () => {
  it('shows each teacher with titles, tag, lecture times and validation label', () => {
    render(
      <KehadiranPengajarSection data={PENGAJAR_KEHADIRAN} jenisPertemuan="online" validasiAktif />,
    );
    const b = within(screen.getByRole('listitem', { name: budi }));
    expect(b.getByText('Hadir')).toBeInTheDocument();
    expect(b.getByText('Sudah Divalidasi')).toBeInTheDocument();
    expect(b.getByText(/Mulai 09:05 - Selesai 10:35/)).toBeInTheDocument();
    const r = within(screen.getByRole('listitem', { name: rina }));
    expect(r.getByText('Tidak Hadir')).toBeInTheDocument();
    expect(r.getByText('Belum Divalidasi')).toBeInTheDocument();
    const a = within(screen.getByRole('listitem', { name: 'Agus Hidayat, S.Kom.' }));
    expect(a.queryByText(/Divalidasi/)).toBeNull();
  });

  it('hides the validation label when validation is off', () => {
    render(<KehadiranPengajarSection data={PENGAJAR_KEHADIRAN} jenisPertemuan="offline" />);
    expect(screen.queryByText(/Divalidasi/)).toBeNull();
  });

  it('the tooltip lists the requirements met or not, with the reason', async () => {
    const { user } = render(
      <KehadiranPengajarSection data={PENGAJAR_KEHADIRAN} jenisPertemuan="online" />,
    );
    await fokus(user, `Syarat kehadiran ${rina}`);
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Memulai kuliah: Kuliah belum dimulai');
    expect(within(tip).getAllByRole('img', { name: 'Belum terpenuhi' })).toHaveLength(2);
  });

  it('says the operator configuration is missing when none is set', async () => {
    const { user } = render(
      <KehadiranPengajarSection data={PENGAJAR_TANPA_SYARAT} jenisPertemuan="online" />,
    );
    await fokus(user, `Syarat kehadiran ${budi}`);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(TEKS_SYARAT_DOSEN_KOSONG);
  });

  it("'Ubah Kehadiran Pengajar' only with onUbah", async () => {
    const onUbah = vi.fn();
    const { user, rerender } = render(
      <KehadiranPengajarSection data={PENGAJAR_KEHADIRAN} jenisPertemuan="online" />,
    );
    expect(screen.queryByRole('button', { name: 'Ubah Kehadiran Pengajar' })).toBeNull();
    rerender(
      <KehadiranPengajarSection
        data={PENGAJAR_KEHADIRAN}
        jenisPertemuan="online"
        onUbah={onUbah}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Ubah Kehadiran Pengajar' }));
    expect(onUbah).toHaveBeenCalledTimes(1);
  });
});

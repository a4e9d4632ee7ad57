import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '../../../test/render';
import { TUGAS_BELUM_MULAI, TUGAS_MONITORING } from '../../../test/tugasFixtures';
import { MonitoringTugasCard } from './MonitoringTugasCard';

describe('MonitoringTugasCard', () => {
  it('shows the status, the period in the college zone, who handed in and who is graded', () => {
    render(
      <MonitoringTugasCard tugas={TUGAS_MONITORING} href="/tugas/t-1" timeZone="Asia/Jakarta" />,
    );
    const kartu = screen.getByRole('region', { name: 'Laporan Praktikum Rekursi' });
    expect(within(kartu).getByText('Belum Dinilai')).toBeInTheDocument();
    expect(kartu).toHaveTextContent('16 Nov 2026 08:00 – 23 Nov 2026 23:59');
    expect(kartu).toHaveTextContent('Mengumpulkan31 dari 40 mahasiswa (2 terlambat)');
    expect(kartu).toHaveTextContent('Dinilai12 dari 31');
    expect(kartu).toHaveTextContent('Rata-rata nilai81,46');
    expect(within(kartu).getByRole('progressbar', { name: 'Pengumpulan' })).toHaveAttribute(
      'aria-valuenow',
      '77.5',
    );
    expect(within(kartu).getByRole('link', { name: 'Lihat Pengumpulan' })).toHaveAttribute(
      'href',
      '/tugas/t-1',
    );
  });

  it('counts groups for a group assignment and shows an empty average', () => {
    render(<MonitoringTugasCard tugas={TUGAS_BELUM_MULAI} href="/tugas/t-2" />);
    expect(screen.getByText('Belum Dimulai')).toBeInTheDocument();
    expect(screen.getByText('0 dari 8 kelompok')).toBeInTheDocument();
    expect(screen.getByText('Kelompok')).toBeInTheDocument();
  });

  it('edits and deletes only when given, and shows loading and failure', async () => {
    const onUbah = vi.fn();
    const onRetry = vi.fn();
    const { rerender, user } = render(
      <MonitoringTugasCard tugas={TUGAS_MONITORING} href="/tugas/t-1" />,
    );
    expect(screen.queryByRole('button', { name: /^Ubah/ })).toBeNull();
    rerender(<MonitoringTugasCard tugas={TUGAS_MONITORING} href="/tugas/t-1" onUbah={onUbah} />);
    await user.click(screen.getByRole('button', { name: 'Ubah Laporan Praktikum Rekursi' }));
    expect(onUbah).toHaveBeenCalledTimes(1);
    rerender(<MonitoringTugasCard tugas={null} href="/tugas/t-1" isLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Memuat tugas');
    rerender(<MonitoringTugasCard tugas={null} href="/tugas/t-1" isError onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../../primitives/Button';
import { KELAS_DENGAN_BANNER, KELAS_KULIAH, KELAS_TEKS_PANJANG } from '../../../test/kelasFixtures';
import { render, screen, within } from '../../../test/render';
import { KelasHeader } from './KelasHeader';

describe('KelasHeader', () => {
  it('shows course, code, class label, period, status and lecturers', () => {
    const { container } = render(<KelasHeader kelas={KELAS_KULIAH} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Basis Data' })).toBeInTheDocument();
    expect(screen.getByText('IF201')).toBeInTheDocument();
    expect(screen.getByText('Kelas A Reguler')).toBeInTheDocument();
    expect(screen.getByText('Periode 2025/2026 Ganjil')).toBeInTheDocument();
    expect(screen.getByText('Sedang Berlangsung')).toBeInTheDocument();
    const stack = screen.getByRole('list', { name: 'Pengajar' });
    expect(
      within(stack)
        .getAllByRole('img')
        .map((i) => i.getAttribute('aria-label')),
    ).toEqual(['Dr. Budi Santoso, M.Kom.', 'Siti Rahmawati, S.Kom., M.T.']);
    expect(
      screen.getByText('Dr. Budi Santoso, M.Kom., Siti Rahmawati, S.Kom., M.T.'),
    ).toBeInTheDocument();
    // The default banner is decorative: no image without a banner URL.
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows the uploaded banner and the actions slot', async () => {
    const onPress = vi.fn();
    const { user, container } = render(
      <KelasHeader
        kelas={KELAS_DENGAN_BANNER}
        actions={<Button onPress={onPress}>Pengaturan Kelas</Button>}
      />,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', KELAS_DENGAN_BANNER.banner_url);
    expect(screen.getByText('Akan Dimulai')).toBeInTheDocument();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it("stacks at most 3 lecturers, then '+n'", () => {
    render(<KelasHeader kelas={KELAS_TEKS_PANJANG} />);
    expect(screen.getByRole('img', { name: /^2 lainnya:/ })).toBeInTheDocument();
    expect(screen.getByText('Telah Berakhir')).toBeInTheDocument();
  });

  it("reads 'Belum Ada Dosen' without lecturers", () => {
    render(<KelasHeader kelas={{ ...KELAS_KULIAH, pengajar: [] }} />);
    expect(screen.getByText('Belum Ada Dosen')).toBeInTheDocument();
  });

  it('announces loading and shows NO DATA with a retry on error', async () => {
    const onRetry = vi.fn();
    const { user, rerender } = render(<KelasHeader kelas={null} isLoading />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    rerender(<KelasHeader kelas={null} isError onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('NO DATA');
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { KELAS_REKAP_NILAI } from '../../../test/nilaiFixtures';
import { render, screen, within } from '../../../test/render';
import { KepalaRekapNilai } from './KepalaRekapNilai';

const fakta = () =>
  Object.fromEntries(
    within(screen.getByLabelText('Informasi kelas'))
      .getAllByRole('term')
      .map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']),
  );

describe('KepalaRekapNilai', () => {
  it('shows period, course, class with type, campus and lecture mode', () => {
    render(<KepalaRekapNilai kelas={KELAS_REKAP_NILAI} />);
    expect(
      screen.getByRole('heading', { name: 'Mata Kuliah IF201 - Struktur Data' }),
    ).toBeInTheDocument();
    expect(fakta()).toEqual({
      Periode: '2025/2026 Ganjil',
      Kelas: 'A Reguler',
      Kampus: 'Kampus Depok',
      'Mode Kuliah': 'Campuran',
    });
    expect(screen.queryByRole('button', { name: /Export Excel/ })).not.toBeInTheDocument();
  });

  it.each([
    ['online', 'Online'],
    ['offline', 'Offline'],
    [null, '-'],
  ])("lecture mode %s reads '%s'; a missing campus reads '-'", (mode, label) => {
    render(<KepalaRekapNilai kelas={{ ...KELAS_REKAP_NILAI, mode_kuliah: mode, kampus: null }} />);
    expect(fakta()['Mode Kuliah']).toBe(label);
    expect(fakta().Kampus).toBe('-');
  });

  it("'Export Excel' runs once and ignores presses while pending", async () => {
    const onEkspor = vi.fn();
    const { user, rerender } = render(
      <KepalaRekapNilai kelas={KELAS_REKAP_NILAI} onEkspor={onEkspor} />,
    );
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    expect(onEkspor).toHaveBeenCalledTimes(1);
    rerender(<KepalaRekapNilai kelas={KELAS_REKAP_NILAI} onEkspor={onEkspor} isEksporPending />);
    await user.click(screen.getByRole('button', { name: /Export Excel/ }));
    expect(onEkspor).toHaveBeenCalledTimes(1);
  });

  it("shows loading and 'NO DATA' with a retry", async () => {
    const onRetry = vi.fn();
    const { user, rerender } = render(<KepalaRekapNilai kelas={null} isLoading />);
    expect(screen.getByRole('status', { name: 'Memuat kelas' })).toBeInTheDocument();
    rerender(<KepalaRekapNilai kelas={null} isError onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('NO DATA');
    await user.click(screen.getByRole('button', { name: /Muat Ulang|Coba/ }));
    expect(onRetry).toHaveBeenCalled();
  });
});

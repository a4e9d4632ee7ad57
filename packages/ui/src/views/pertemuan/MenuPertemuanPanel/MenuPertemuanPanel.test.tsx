import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERTEMUAN_KELAS } from '../../../test/kelasFixtures';
import { setMatchMedia } from '../../../test/matchMedia';
import { render, screen, within } from '../../../test/render';
import { MenuPertemuanPanel } from './MenuPertemuanPanel';

const hrefFor = (id: string | null) => (id ? `/kelas/101/${id}` : '/kelas/101');

describe('MenuPertemuanPanel', () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
  });

  it("lists 'Pendahuluan' then every meeting from the tablet width up", () => {
    restore = setMatchMedia(true);
    render(<MenuPertemuanPanel pertemuan={PERTEMUAN_KELAS} selectedId={null} hrefFor={hrefFor} />);
    const nav = screen.getByRole('navigation', { name: 'Menu Pertemuan' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/kelas/101',
      '/kelas/101/p1',
      '/kelas/101/p2',
      '/kelas/101/p3',
      '/kelas/101/p8',
    ]);
    expect(links[0]).toHaveAccessibleName('Pendahuluan');
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[2]).toHaveAccessibleName(
      /^Pertemuan 2 Model Entitas-Relasi Offline Sedang Berlangsung/,
    );
  });

  it('marks the selected meeting and navigates with the keyboard', async () => {
    restore = setMatchMedia(true);
    const { user, navigate } = render(
      <MenuPertemuanPanel pertemuan={PERTEMUAN_KELAS} selectedId="p2" hrefFor={hrefFor} />,
    );
    const [pendahuluan, , p2] = screen.getAllByRole('link');
    expect(p2).toHaveAttribute('aria-current', 'page');
    expect(pendahuluan).not.toHaveAttribute('aria-current');
    await user.tab();
    expect(pendahuluan).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/kelas/101', undefined);
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenLastCalledWith('/kelas/101/p2', undefined);
  });

  it("is the 'Pilih Pertemuan' dropdown on phones and goes to the chosen meeting", async () => {
    restore = setMatchMedia(false);
    const onNavigate = vi.fn();
    const { user } = render(
      <MenuPertemuanPanel
        pertemuan={PERTEMUAN_KELAS}
        selectedId={null}
        hrefFor={hrefFor}
        onNavigate={onNavigate}
      />,
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    const trigger = screen.getByRole('button', { name: /Pilih Pertemuan/ });
    expect(trigger).toHaveTextContent('Pendahuluan');
    await user.click(trigger);
    await user.click(screen.getByRole('option', { name: /^2\. Model Entitas-Relasi/ }));
    expect(onNavigate).toHaveBeenCalledWith('/kelas/101/p2');
  });

  it("goes back to 'Pendahuluan' from a meeting on phones", async () => {
    restore = setMatchMedia(false);
    const onNavigate = vi.fn();
    const { user } = render(
      <MenuPertemuanPanel
        pertemuan={PERTEMUAN_KELAS}
        selectedId="p1"
        hrefFor={hrefFor}
        onNavigate={onNavigate}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Pilih Pertemuan/ }));
    await user.click(screen.getByRole('option', { name: 'Pendahuluan' }));
    expect(onNavigate).toHaveBeenCalledWith('/kelas/101');
  });

  it('shows only Pendahuluan without meetings, and the loading and error states', async () => {
    restore = setMatchMedia(true);
    const onRetry = vi.fn();
    const { user, rerender } = render(
      <MenuPertemuanPanel pertemuan={[]} selectedId={null} hrefFor={hrefFor} />,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    rerender(<MenuPertemuanPanel pertemuan={[]} selectedId={null} hrefFor={hrefFor} isLoading />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    rerender(
      <MenuPertemuanPanel
        pertemuan={[]}
        selectedId={null}
        hrefFor={hrefFor}
        isError
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('NO DATA');
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

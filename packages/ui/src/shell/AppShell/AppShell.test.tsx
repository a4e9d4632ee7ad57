import { describe, expect, it } from 'vitest';
import { render, screen } from '../../test/render';
import { AppShell } from './AppShell';

describe('AppShell', () => {
  it('places the sidebar, the header and the page in a main landmark', () => {
    render(
      <AppShell sidebar={<nav aria-label="Menu utama" />} header={<header>Kepala</header>}>
        <p>Isi halaman</p>
      </AppShell>,
    );
    expect(screen.getByRole('navigation', { name: 'Menu utama' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Kepala');
    expect(screen.getByRole('main')).toHaveTextContent('Isi halaman');
  });

  it('offers a skip link to the main content as the first tab stop', async () => {
    const { user } = render(
      <AppShell sidebar={<a href="/beranda">Beranda</a>} header={<header>Kepala</header>}>
        Isi
      </AppShell>,
    );
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Langsung ke konten' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', `#${screen.getByRole('main').id}`);
  });
});

import { describe, expect, it } from 'vitest';
import { KELAS } from '../../../test/fixtures';
import { render, screen } from '../../../test/render';
import { ClassHighlightCard } from './ClassHighlightCard';

const { id: _id, ...kelas } = KELAS[1] ?? (KELAS[0] as NonNullable<(typeof KELAS)[0]>);

describe('ClassHighlightCard', () => {
  it('is one link to the class named by the course', async () => {
    const { user, navigate } = render(<ClassHighlightCard {...kelas} />);
    const link = screen.getByRole('link', { name: 'Basis Data' });
    expect(link).toHaveAttribute('href', '/kelas/102');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('/kelas/102', undefined);
  });

  it('shows code, class, status, lecturers, schedule and participants', () => {
    render(<ClassHighlightCard {...kelas} />);
    const card = screen.getByRole('article');
    for (const text of [
      'IF2240 · 01 Reguler',
      'Akan Dimulai',
      'Dewi Lestari, S.T., M.T.',
      'Agus Prasetyo, M.Cs.',
      'Selasa, 09:20 - 11:00 WIB',
      '38 Peserta',
    ]) {
      expect(card).toHaveTextContent(text);
    }
    expect(screen.getByRole('heading', { level: 3, name: 'Basis Data' })).toBeInTheDocument();
  });

  it('shows the status label of the domain', () => {
    const { rerender } = render(<ClassHighlightCard {...kelas} status="berlangsung" />);
    expect(screen.getByText('Sedang Berlangsung')).toBeInTheDocument();
    rerender(<ClassHighlightCard {...kelas} status="selesai" />);
    expect(screen.getByText('Telah Berakhir')).toBeInTheDocument();
  });

  it('opens with the keyboard', async () => {
    const { user, navigate } = render(<ClassHighlightCard {...kelas} />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Basis Data' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/kelas/102', undefined);
  });

  it('uses the uploaded banner when there is one', () => {
    const { container } = render(<ClassHighlightCard {...kelas} bannerUrl="/banner.png" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/banner.png');
  });
});

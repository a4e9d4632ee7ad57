import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../test/render';
import { FileCard } from './FileCard';

describe('FileCard', () => {
  it('shows the shortened name and the size, and opens the URL in a new tab', () => {
    render(
      <FileCard
        berkas={{
          name: 'Rencana Pembelajaran Semester.docx',
          url: 'https://files.kampus.example/rps.docx',
          content_length: 1_500_000,
        }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Rencana Pembela....docx (membuka tab baru)' });
    expect(link).toHaveAccessibleDescription('Rencana Pembelajaran Semester.docx');
    expect(link).toHaveAttribute('href', 'https://files.kampus.example/rps.docx');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('1.50 MB')).toBeInTheDocument();
  });

  it('reports the open and removes with the keyboard', async () => {
    const onOpen = vi.fn();
    const onRemove = vi.fn();
    const { user } = render(
      <FileCard
        berkas={{ name: 'Modul-1.pdf', url: '#modul' }}
        onOpen={onOpen}
        onRemove={onRemove}
      />,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Modul-1.pdf (membuka tab baru)' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Hapus Modul-1.pdf' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalledTimes(1);
  });
});

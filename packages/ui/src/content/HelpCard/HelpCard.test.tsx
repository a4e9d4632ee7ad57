import BookOpen from 'lucide-react/icons/book-open';
import { describe, expect, it } from 'vitest';
import { render, screen } from '../../test/render';
import { HelpCard } from './HelpCard';

describe('HelpCard', () => {
  it('is an external link that opens a new tab safely', async () => {
    const { user, navigate } = render(
      <HelpCard
        icon={<BookOpen />}
        title="Panduan Mahasiswa"
        subtitle="Cara mengikuti kelas."
        href="https://bantuan.kampus.example/mahasiswa"
      />,
    );
    const link = screen.getByRole('link', { name: 'Panduan Mahasiswa (membuka tab baru)' });
    expect(link).toHaveAttribute('href', 'https://bantuan.kampus.example/mahasiswa');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Cara mengikuti kelas.')).toBeInTheDocument();
    await user.tab();
    expect(link).toHaveFocus();
    expect(navigate).not.toHaveBeenCalled();
  });
});

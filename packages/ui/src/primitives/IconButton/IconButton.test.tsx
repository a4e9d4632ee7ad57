import Pencil from 'lucide-react/icons/pencil';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '../../test/render';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by aria-label and presses by click, Enter and Space', async () => {
    const onPress = vi.fn();
    const { user } = render(<IconButton aria-label="Ubah" icon={<Pencil />} onPress={onPress} />);
    const button = screen.getByRole('button', { name: 'Ubah' });
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('shows its name as a tooltip on keyboard focus', async () => {
    const { user } = render(<IconButton aria-label="Hapus Anggota" icon={<Pencil />} />);
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Hapus Anggota');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('does nothing while disabled or pending', async () => {
    const onPress = vi.fn();
    const { user, rerender } = render(
      <IconButton aria-label="Ubah" icon={<Pencil />} onPress={onPress} isDisabled />,
    );
    await user.click(screen.getByRole('button', { name: 'Ubah' }));
    rerender(<IconButton aria-label="Ubah" icon={<Pencil />} onPress={onPress} isPending />);
    await user.click(screen.getByRole('button', { name: 'Ubah' }));
    expect(onPress).not.toHaveBeenCalled();
  });
});

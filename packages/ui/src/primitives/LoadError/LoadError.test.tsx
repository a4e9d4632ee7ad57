import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../test/render';
import { LoadError } from './LoadError';

describe('LoadError', () => {
  it("announces 'NO DATA' with the message", () => {
    render(<LoadError pesan="Network Error" />);
    expect(screen.getByRole('alert')).toHaveTextContent('NO DATA');
    expect(screen.getByText('Network Error')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('retries by click or keyboard', async () => {
    const onRetry = vi.fn();
    const { user } = render(<LoadError onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(2);
  });
});

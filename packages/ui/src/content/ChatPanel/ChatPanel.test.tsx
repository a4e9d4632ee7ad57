import { describe, expect, it, vi } from 'vitest';
import { PESAN_CHAT } from '../../test/lmsFixtures';
import { render, screen, waitFor } from '../../test/render';
import { ChatPanel } from './ChatPanel';

describe('ChatPanel', () => {
  it('lists the messages with name and time', () => {
    render(<ChatPanel pesan={PESAN_CHAT} onSend={vi.fn()} />);
    const log = screen.getByRole('log', { name: 'Komentar' });
    expect(log.querySelectorAll('li')).toHaveLength(3);
    expect(log).toHaveTextContent('Dr. Budi Santoso, M.Kom.01 Sep 2025 08:15');
  });

  it("sends a trimmed comment with Enter and clears 'Tulis komentar...'", async () => {
    const onSend = vi.fn();
    const { user } = render(<ChatPanel pesan={PESAN_CHAT} onSend={onSend} />);
    const input = screen.getByPlaceholderText('Tulis komentar...');
    expect(screen.getByRole('button', { name: 'Kirim' })).toBeDisabled();
    await user.type(input, '  Terima kasih, Pak  ');
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('Terima kasih, Pak');
    await waitFor(() => expect(input).toHaveValue(''));
  });

  it('adds a line with Shift+Enter and sends with the button', async () => {
    const onSend = vi.fn();
    const { user } = render(<ChatPanel pesan={[]} onSend={onSend} />);
    await user.type(
      screen.getByRole('textbox', { name: 'Komentar' }),
      'Baris 1{Shift>}{Enter}{/Shift}Baris 2',
    );
    expect(onSend).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(onSend).toHaveBeenCalledWith('Baris 1\nBaris 2');
  });

  it('shows an empty state and blocks sending when disabled', async () => {
    const onSend = vi.fn();
    const { user } = render(<ChatPanel pesan={[]} onSend={onSend} isDisabled />);
    expect(screen.getByText('Belum ada komentar')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Komentar' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(onSend).not.toHaveBeenCalled();
  });

  it('has loading and error states', () => {
    const { rerender } = render(<ChatPanel pesan={[]} onSend={vi.fn()} isLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Memuat komentar');
    rerender(<ChatPanel pesan={[]} onSend={vi.fn()} isError />);
    expect(screen.getByRole('alert')).toHaveTextContent('NO DATA');
  });
});

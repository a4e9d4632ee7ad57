import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '../../test/render';
import { Select } from './Select';

const jenis = [
  { id: 'ebook', label: 'E-Book' },
  { id: 'video', label: 'Video' },
  { id: 'audio', label: 'Audio' },
  { id: 'url', label: 'URL', isDisabled: true },
];

describe('Select', () => {
  it('shows the placeholder, opens by keyboard and chooses with Enter', async () => {
    const onChange = vi.fn();
    const { user } = render(<Select label="Jenis Materi" items={jenis} onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Jenis Materi/ });
    expect(trigger).toHaveTextContent('Pilih salah satu');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('video');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(trigger).toHaveTextContent('Video');
  });

  it('does not choose a disabled option', async () => {
    const onChange = vi.fn();
    const { user } = render(<Select label="Jenis Materi" items={jenis} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Jenis Materi/ }));
    expect(await screen.findByRole('option', { name: 'URL' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('option', { name: 'URL' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows a controlled value and its error', () => {
    render(
      <Select
        label="Jenis Materi"
        items={jenis}
        value="audio"
        isRequired
        isInvalid
        errorMessage="Jenis wajib dipilih!"
      />,
    );
    expect(screen.getByRole('button', { name: /Jenis Materi/ })).toHaveTextContent('Audio');
    expect(screen.getByText('Jenis wajib dipilih!')).toBeVisible();
  });
});

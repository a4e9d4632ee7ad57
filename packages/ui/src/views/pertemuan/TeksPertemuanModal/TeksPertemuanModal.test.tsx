import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '../../../test/render';
import { TeksPertemuanModal, type TeksPertemuanModalProps } from './TeksPertemuanModal';

function Terbuka(props: Partial<TeksPertemuanModalProps>) {
  const [isOpen, setOpen] = useState(true);
  return (
    <TeksPertemuanModal
      isOpen={isOpen}
      onOpenChange={setOpen}
      teks="<h2>Tujuan</h2><p>Memahami basis data.</p>"
      onSubmit={vi.fn()}
      {...props}
    />
  );
}

const area = () => screen.getByRole('textbox', { name: 'Teks Pertemuan' }) as HTMLTextAreaElement;
const simpan = () => screen.getByRole('button', { name: 'Simpan' });

describe('TeksPertemuanModal', () => {
  it('edits the stored HTML and saves HTML', async () => {
    let selesai: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((r) => (selesai = r)));
    const onOpenChange = vi.fn();
    const { user } = render(<Terbuka onSubmit={onSubmit} onOpenChange={onOpenChange} />);
    expect(await screen.findByRole('dialog', { name: 'Teks Pertemuan' })).toBeVisible();
    expect(area()).toHaveValue('## Tujuan\n\nMemahami basis data.');
    expect(simpan()).toHaveAttribute('aria-disabled', 'true');
    await user.type(area(), '{End} Lalu SQL.');
    await user.click(simpan());
    expect(onSubmit).toHaveBeenCalledWith('<h2>Tujuan</h2>\n<p>Memahami basis data. Lalu SQL.</p>');
    // Pending until the save settles, then closed.
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    await act(async () => selesai());
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('starts empty without text, and an undone edit is no change', async () => {
    const { user } = render(<Terbuka teks={null} />);
    await screen.findByRole('dialog');
    expect(area()).toHaveValue('');
    await user.type(area(), 'a');
    expect(simpan()).toBeEnabled();
    await user.type(area(), '{Backspace}');
    expect(simpan()).toHaveAttribute('aria-disabled', 'true');
  });

  it('stays open when saving fails', async () => {
    const onOpenChange = vi.fn();
    const { user } = render(
      <Terbuka
        onOpenChange={onOpenChange}
        onSubmit={vi.fn(async () => {
          throw new Error('Teks pertemuan terlalu besar');
        })}
      />,
    );
    await screen.findByRole('dialog');
    await user.type(area(), '{End}!');
    await user.click(simpan());
    await waitFor(() => expect(simpan()).toBeEnabled());
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

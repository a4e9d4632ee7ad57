import { DialogTrigger } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../primitives/Button';
import { render, screen, waitFor, within } from '../../test/render';
import { MobileSheet } from './MobileSheet';

describe('MobileSheet', () => {
  it('opens a named dialog with its footer, and closes with the close button', async () => {
    const { user } = render(
      <DialogTrigger>
        <Button>Pilih Pertemuan</Button>
        <MobileSheet title="Pilih Pertemuan" footer={<Button>Terapkan</Button>}>
          Pendahuluan
        </MobileSheet>
      </DialogTrigger>,
    );
    await user.click(screen.getByRole('button', { name: 'Pilih Pertemuan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pilih Pertemuan' });
    expect(dialog).toHaveTextContent('Pendahuluan');
    expect(within(dialog).getByRole('button', { name: 'Terapkan' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on Escape and keeps focus inside while open', async () => {
    const onOpenChange = vi.fn();
    const { user } = render(
      <MobileSheet isOpen onOpenChange={onOpenChange} title="Filter">
        <Button>Satu</Button>
      </MobileSheet>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Filter' });
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

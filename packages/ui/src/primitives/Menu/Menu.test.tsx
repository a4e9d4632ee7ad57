import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '../../test/render';
import { Button } from '../Button';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from './Menu';

function AksiAnggota({ onAction }: { onAction: (key: unknown) => void }) {
  return (
    <MenuTrigger>
      <Button variant="secondary">Aksi</Button>
      <Menu onAction={(key) => onAction(key)}>
        <MenuItem id="ketua">Jadikan Ketua Kelompok</MenuItem>
        <MenuSeparator />
        <MenuItem id="hapus" tone="danger">
          Hapus Anggota
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

describe('Menu', () => {
  it('opens from its trigger and runs the chosen item', async () => {
    const onAction = vi.fn();
    const { user } = render(<AksiAnggota onAction={onAction} />);
    await user.click(screen.getByRole('button', { name: 'Aksi' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Hapus Anggota' }));
    expect(onAction).toHaveBeenCalledWith('hapus');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('works by keyboard: Enter opens, arrows move, Enter chooses', async () => {
    const onAction = vi.fn();
    const { user } = render(<AksiAnggota onAction={onAction} />);
    await user.tab();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Aksi' });
    expect(menu).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Jadikan Ketua Kelompok' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onAction).toHaveBeenCalledWith('hapus');
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const { user } = render(<AksiAnggota onAction={vi.fn()} />);
    const trigger = screen.getByRole('button', { name: 'Aksi' });
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});

import { DialogTrigger } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../primitives/Button';
import { render, screen, waitFor } from '../../test/render';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function Hapus(props: Partial<ConfirmDialogProps>) {
  return (
    <DialogTrigger>
      <Button variant="danger">Hapus Soal</Button>
      <ConfirmDialog
        message="Anda yakin ingin menghapus soal ini?"
        variant="batal-hapus"
        onConfirm={vi.fn()}
        {...props}
      />
    </DialogTrigger>
  );
}

describe('ConfirmDialog', () => {
  it("asks 'Konfirmasi' with Batal/Hapus and starts on the safe choice", async () => {
    const { user } = render(<Hapus />);
    await user.click(screen.getByRole('button', { name: 'Hapus Soal' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Konfirmasi' });
    expect(dialog).toHaveTextContent('Anda yakin ingin menghapus soal ini?');
    expect(screen.getByRole('button', { name: 'Batal' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Hapus' })).toBeInTheDocument();
  });

  it('confirms and closes without cancelling', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = render(<Hapus onConfirm={onConfirm} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Hapus Soal' }));
    await user.click(await screen.findByRole('button', { name: 'Hapus' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels with Escape and gives focus back to the trigger', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = render(<Hapus onConfirm={onConfirm} onCancel={onCancel} />);
    const trigger = screen.getByRole('button', { name: 'Hapus Soal' });
    await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('offers Tidak/Ya by default and confirms with the keyboard', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    const { user } = render(
      <ConfirmDialog
        isOpen
        onOpenChange={onOpenChange}
        message="Anda yakin me-reset pengerjaan kuis/ujian mahasiswa ini?"
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByRole('button', { name: 'Tidak' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Ya' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open and pending when asked to', async () => {
    const onConfirm = vi.fn();
    const { user } = render(
      <ConfirmDialog
        isOpen
        isPending
        closeOnConfirm={false}
        message="Menghapus..."
        variant="batal-hapus"
        onConfirm={onConfirm}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Hapus' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Batal' })).toBeDisabled();
  });
});

import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import { render, screen, waitFor, within } from '../../test/render';
import { Modal, type ModalProps } from './Modal';

function MateriModal(props: Partial<ModalProps>) {
  return (
    <DialogTrigger>
      <Button>Tambah Materi</Button>
      <Modal title="Tambah Data" subtitle="Tambah Data Materi" {...props}>
        <TextField label="Judul" />
      </Modal>
    </DialogTrigger>
  );
}

function Saving({ onSubmit }: { onSubmit: () => void }) {
  const [isOpen, setOpen] = useState(true);
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={setOpen}
      title="Tambah Data"
      isSubmitting
      onSubmit={onSubmit}
    >
      -
    </Modal>
  );
}

describe('Modal', () => {
  it('opens with focus inside, keeps Tab inside, and Escape returns focus to the trigger', async () => {
    const onCancel = vi.fn();
    const { user } = render(<MateriModal onCancel={onCancel} />);
    const trigger = screen.getByRole('button', { name: 'Tambah Materi' });
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Data' });
    expect(dialog).toHaveTextContent('Tambah Data Materi');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('submits with Enter in a field and with the submit button', async () => {
    const onSubmit = vi.fn();
    const { user } = render(<MateriModal onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Tambah Materi' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Judul' }), 'Pertemuan 1{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it("closes with 'Batal' and with the close button", async () => {
    const onCancel = vi.fn();
    const { user } = render(<MateriModal onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Tambah Materi' }));
    await user.click(await screen.findByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Tambah Materi' }));
    await user.click(await screen.findByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('hides submit when submission is not allowed, and Enter does nothing', async () => {
    const onSubmit = vi.fn();
    const { user } = render(
      <Modal isOpen title="Profil Kelas" canSubmit={false} onSubmit={onSubmit}>
        <TextField label="Catatan" />
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Profil Kelas' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['', 'Batal']);
    await user.type(within(dialog).getByRole('textbox'), 'x{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('explains a disabled submit in a tooltip and does not submit', async () => {
    const onSubmit = vi.fn();
    const { user } = render(
      <Modal
        isOpen
        title="Ubah Data Pertemuan"
        isSubmitDisabled
        submitDisabledReason="Tidak ada perubahan data"
        onSubmit={onSubmit}
      >
        <TextField label="Judul" />
      </Modal>,
    );
    const submit = screen.getByRole('button', { name: 'Simpan' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Judul' }), 'x{Enter}');
    await user.tab();
    await user.tab();
    expect(submit).toHaveFocus();
    await waitFor(() => expect(submit).toHaveAccessibleDescription('Tidak ada perubahan data'));
    await user.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a pending submit and cannot be closed while submitting', async () => {
    const onSubmit = vi.fn();
    const { user } = render(<Saving onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Batal' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('uses the submit label', () => {
    render(
      <Modal isOpen title="Tambah Data" submitLabel="Salin">
        -
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Salin' })).toHaveAttribute('type', 'submit');
  });
});

import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '../../test/render';
import { Button } from './Button';

describe('Button', () => {
  it('calls onPress on click and on Enter/Space', async () => {
    const onPress = vi.fn();
    const { user } = render(<Button onPress={onPress}>Simpan</Button>);
    const button = screen.getByRole('button', { name: 'Simpan' });
    await user.click(button);
    await user.tab();
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('does not press while disabled', async () => {
    const onPress = vi.fn();
    const { user } = render(
      <Button onPress={onPress} isDisabled>
        Simpan
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Simpan' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('keeps its name while pending and ignores presses', async () => {
    const onPress = vi.fn();
    const { user } = render(
      <Button onPress={onPress} isPending icon={<Plus />}>
        Tambah Pertemuan
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Tambah Pertemuan' });
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('explains why it is disabled in a tooltip on focus', async () => {
    const onPress = vi.fn();
    const { user } = render(
      <Button onPress={onPress} isDisabled disabledReason="Belum ada soal">
        Publish
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Publish' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.tab();
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Belum ada soal');
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('shows the tooltip on hover too', async () => {
    const { user } = render(
      <Button isDisabled disabledReason="Belum ada soal">
        Publish
      </Button>,
    );
    await user.hover(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Belum ada soal'));
  });

  it('renders a link with href and navigates through the router', async () => {
    const { user, navigate } = render(<Button href="/beranda">Kembali ke Beranda</Button>);
    const link = screen.getByRole('link', { name: 'Kembali ke Beranda' });
    expect(link).toHaveAttribute('href', '/beranda');
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('/beranda', undefined);
  });
});

describe('Button iconOnly', () => {
  it('is named by aria-label and presses by click, Enter and Space', async () => {
    const onPress = vi.fn();
    const { user } = render(
      <Button iconOnly aria-label="Ubah" icon={<Pencil />} onPress={onPress} />,
    );
    const button = screen.getByRole('button', { name: 'Ubah' });
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('shows its name as a tooltip on keyboard focus', async () => {
    const { user } = render(<Button iconOnly aria-label="Hapus Anggota" icon={<Pencil />} />);
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Hapus Anggota');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('does nothing while disabled or pending', async () => {
    const onPress = vi.fn();
    const { user, rerender } = render(
      <Button iconOnly aria-label="Ubah" icon={<Pencil />} onPress={onPress} isDisabled />,
    );
    await user.click(screen.getByRole('button', { name: 'Ubah' }));
    rerender(<Button iconOnly aria-label="Ubah" icon={<Pencil />} onPress={onPress} isPending />);
    await user.click(screen.getByRole('button', { name: 'Ubah' }));
    expect(onPress).not.toHaveBeenCalled();
  });

  it('requires an accessible name', () => {
    // @ts-expect-error: an icon-only button without aria-label does not compile.
    const nameless = <Button iconOnly icon={<Pencil />} />;
    expect(nameless.props.iconOnly).toBe(true);
  });
});

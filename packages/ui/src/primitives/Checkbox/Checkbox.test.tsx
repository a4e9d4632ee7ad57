import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../test/render';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles with Space and with a click on its label', async () => {
    const onChange = vi.fn();
    const { user } = render(
      <Checkbox onChange={onChange}>Saya telah membaca dan menyetujui ketentuan ujian</Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: /menyetujui ketentuan ujian/ });
    await user.tab();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.click(screen.getByText(/menyetujui/));
    expect(box).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('can be named by aria-label and be partly checked', () => {
    render(<Checkbox aria-label="Pilih semua baris" isIndeterminate />);
    expect(screen.getByRole('checkbox', { name: 'Pilih semua baris' })).toBePartiallyChecked();
  });

  it('ignores input while disabled', async () => {
    const onChange = vi.fn();
    const { user } = render(
      <Checkbox isDisabled onChange={onChange}>
        Materi
      </Checkbox>,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Materi' }));
    expect(screen.getByRole('checkbox')).toBeDisabled();
    expect(onChange).not.toHaveBeenCalled();
  });
});

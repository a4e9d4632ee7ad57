import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../test/render';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  it('steps with the arrow keys within min and max', async () => {
    const onChange = vi.fn();
    const { user } = render(
      <NumberField
        label="Durasi (menit)"
        defaultValue={5}
        minValue={5}
        maxValue={7}
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Durasi (menit)' });
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveValue('5');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(input).toHaveValue('7');
    expect(onChange).toHaveBeenLastCalledWith(7);
  });

  it('has stepper buttons and clamps typed values on blur', async () => {
    const { user } = render(<NumberField label="Minimal post" defaultValue={1} minValue={1} />);
    const input = screen.getByRole('textbox', { name: 'Minimal post' });
    await user.click(screen.getByRole('button', { name: 'Tambah Minimal post' }));
    expect(input).toHaveValue('2');
    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    expect(input).toHaveValue('1');
  });

  it('formats decimals the id-ID way', () => {
    render(
      <NumberField
        label="Pengurangan nilai"
        defaultValue={2.5}
        formatOptions={{ minimumFractionDigits: 2 }}
      />,
    );
    expect(screen.getByRole('textbox')).toHaveValue('2,50');
  });
});

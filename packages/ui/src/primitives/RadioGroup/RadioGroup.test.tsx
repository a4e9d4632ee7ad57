import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../test/render';
import { Radio, RadioGroup } from './RadioGroup';

function Metode({ onChange }: { onChange?: (value: string) => void }) {
  return (
    <RadioGroup label="Metode" defaultValue="online" onChange={onChange} isRequired>
      <Radio value="online">Online</Radio>
      <Radio value="offline">Offline</Radio>
      <Radio value="campuran">Campuran</Radio>
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('enters at the chosen option and chooses with the arrow keys', async () => {
    const onChange = vi.fn();
    const { user } = render(<Metode onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Metode' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Online' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Offline' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Campuran' })).toBeChecked();
    expect(onChange.mock.calls).toEqual([['offline'], ['campuran']]);
  });

  it('chooses by click', async () => {
    const { user } = render(<Metode />);
    await user.click(screen.getByText('Campuran'));
    expect(screen.getByRole('radio', { name: 'Campuran' })).toBeChecked();
  });
});

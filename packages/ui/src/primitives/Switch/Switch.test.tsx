import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../test/render';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a named switch that toggles with Space and click', async () => {
    const onChange = vi.fn();
    const { user } = render(<Switch onChange={onChange}>Hadir</Switch>);
    const toggle = screen.getByRole('switch', { name: 'Hadir' });
    await user.tab();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    await user.click(screen.getByText('Hadir'));
    expect(toggle).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('stays put while disabled', async () => {
    const { user } = render(
      <Switch isDisabled defaultSelected>
        Akun aktif
      </Switch>,
    );
    await user.click(screen.getByText('Akun aktif'));
    expect(screen.getByRole('switch')).toBeChecked();
  });
});

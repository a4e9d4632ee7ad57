import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../test/render';
import { Checkbox } from '../Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

describe('CheckboxGroup', () => {
  it('reports the checked values as the user toggles by keyboard', async () => {
    const onChange = vi.fn();
    const { user } = render(
      <CheckboxGroup label="Tampilkan" defaultValue={['tugas']} onChange={onChange}>
        <Checkbox value="tugas">Tugas</Checkbox>
        <Checkbox value="kuis">Kuis</Checkbox>
        <Checkbox value="forum">Forum</Checkbox>
      </CheckboxGroup>,
    );
    expect(screen.getByRole('group', { name: 'Tampilkan' })).toBeInTheDocument();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Kuis' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['tugas', 'kuis']);
  });

  it('shows its error and required mark', () => {
    render(
      <CheckboxGroup label="Jenis jawaban" isRequired isInvalid errorMessage="Pilih minimal satu">
        <Checkbox value="teks">Teks</Checkbox>
      </CheckboxGroup>,
    );
    expect(screen.getByText('*')).toBeInTheDocument();
    expect(screen.getByText('Pilih minimal satu')).toBeVisible();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '../../test/render';
import { ComboBox } from './ComboBox';

const dosen = [
  { id: 'd1', label: 'Dr. Budi Santoso, M.Kom.' },
  { id: 'd2', label: 'Siti Rahmawati, S.Kom., M.T.' },
  { id: 'd3', label: 'Agus Prasetyo, M.Cs.' },
];

describe('ComboBox', () => {
  it('filters the options as the user types, ignoring case', async () => {
    const { user } = render(<ComboBox label="Pengajar" items={dosen} />);
    await user.type(screen.getByRole('combobox', { name: 'Pengajar' }), 'SITI');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Siti Rahmawati, S.Kom., M.T.']);
  });

  it('chooses with the arrow keys and Enter', async () => {
    const onChange = vi.fn();
    const { user } = render(<ComboBox label="Pengajar" items={dosen} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Pengajar' });
    await user.type(input, 'a');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('d1');
    expect(input).toHaveValue('Dr. Budi Santoso, M.Kom.');
  });

  it('says so when nothing matches', async () => {
    const { user } = render(<ComboBox label="Pengajar" items={dosen} />);
    await user.type(screen.getByRole('combobox'), 'zzz');
    expect(await screen.findByText('Data tidak ditemukan')).toBeInTheDocument();
  });

  it('opens the full list from its button', async () => {
    const { user } = render(<ComboBox label="Pengajar" items={dosen} />);
    await user.click(screen.getByRole('button'));
    expect(await screen.findAllByRole('option')).toHaveLength(3);
  });
});

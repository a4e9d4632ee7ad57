import { useState } from 'react';
import { Form } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../test/render';
import { TextField, teksPenghitung } from './TextField';

function Controlled() {
  const [value, setValue] = useState('Basis');
  return <TextField label="Judul" maxLength={100} value={value} onChange={setValue} />;
}

describe('TextField', () => {
  it('is labelled, marks required with an asterisk and describes itself', () => {
    render(<TextField label="Judul" description="Judul pertemuan" isRequired />);
    const input = screen.getByRole('textbox', { name: 'Judul' });
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Judul pertemuan');
    expect(screen.getByText('*')).toBeVisible();
  });

  it('counts characters as the user types, up to maxLength', async () => {
    const onChange = vi.fn();
    const { user } = render(<TextField label="Judul" maxLength={10} onChange={onChange} />);
    expect(screen.getByText('0/10')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Judul' }), 'Pertemuan 1 Basis Data');
    expect(screen.getByText('10/10')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith('Pertemuan ');
  });

  it('counts a controlled value', async () => {
    const { user } = render(<Controlled />);
    expect(screen.getByText('5/100')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox'), ' Data');
    expect(screen.getByText('10/100')).toBeInTheDocument();
  });

  it('shows the given error while invalid', () => {
    render(<TextField label="Judul" isInvalid errorMessage="Judul wajib diisi!" />);
    expect(screen.getByRole('textbox', { name: 'Judul' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Judul wajib diisi!')).toBeVisible();
  });

  it("says 'Harap isi bidang ini' when a required field is submitted empty", async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user } = render(
      <Form onSubmit={onSubmit}>
        <TextField label="Judul" isRequired />
        <button type="submit">Kirim</button>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Harap isi bidang ini')).toBeVisible();
  });

  it('formats the counter', () => {
    expect(teksPenghitung(12, 100)).toBe('12/100');
  });
});

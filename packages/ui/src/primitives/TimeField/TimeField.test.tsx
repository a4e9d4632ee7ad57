import { Time } from '@internationalized/date';
import { Form } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../test/render';
import { TimeField } from './TimeField';

const teksGrup = (name: string) =>
  (screen.getByRole('group', { name }).textContent ?? '').replace(
    /[\u200e\u200f\u2066-\u2069]/g,
    '',
  );

describe('TimeField', () => {
  it("shows 24-hour 'HH:mm'", () => {
    render(<TimeField label="Memulai kuliah" defaultValue={new Time(13, 5)} />);
    expect(teksGrup('Memulai kuliah')).toBe('13:05');
  });

  it('steps the hour and minute with the arrow keys', async () => {
    const onChange = vi.fn();
    const { user } = render(
      <TimeField label="Mengakhiri kuliah" defaultValue={new Time(23, 59)} onChange={onChange} />,
    );
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(new Time(0, 59));
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(new Time(0, 58));
  });

  it("says 'Harap isi bidang ini' when required and empty on submit", async () => {
    const { user } = render(
      <Form onSubmit={(event) => event.preventDefault()}>
        <TimeField label="Memulai kuliah" isRequired />
        <button type="submit">Simpan</button>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(screen.getByText('Harap isi bidang ini')).toBeVisible();
  });

  it('cannot be edited while disabled', () => {
    render(<TimeField label="Memulai kuliah" defaultValue={new Time(8, 0)} isDisabled />);
    for (const segment of screen.getAllByRole('spinbutton')) {
      expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
  });
});

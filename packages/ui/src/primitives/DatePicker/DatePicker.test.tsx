import { CalendarDate, parseDateTime, parseZonedDateTime } from '@internationalized/date';
import { Form } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '../../test/render';
import { DatePicker, segmentText } from './DatePicker';

const teksGrup = (name: string) =>
  (screen.getByRole('group', { name }).textContent ?? '').replace(
    /[\u200e\u200f\u2066-\u2069]/g,
    '',
  );

describe('DatePicker', () => {
  it("shows 'DD/MM/YYYY, HH:mm' in 24-hour time", () => {
    render(
      <DatePicker
        label="Waktu Mulai"
        defaultValue={parseZonedDateTime('2025-09-01T21:05[Asia/Jakarta]')}
      />,
    );
    expect(teksGrup('Waktu Mulai')).toContain('01/09/2025, 21:05');
  });

  it('changes the focused segment with the arrow keys', async () => {
    const onChange = vi.fn();
    const { user } = render(
      <DatePicker
        label="Waktu Mulai"
        defaultValue={parseDateTime('2025-09-01T09:03')}
        onChange={onChange}
      />,
    );
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(parseDateTime('2025-09-02T09:03'));
  });

  it('opens the calendar, which blocks days before minValue, and picks a day', async () => {
    const onChange = vi.fn();
    const { user } = render(
      <DatePicker
        label="Tanggal"
        granularity="day"
        defaultValue={new CalendarDate(2025, 9, 10)}
        minValue={new CalendarDate(2025, 9, 8)}
        today={new CalendarDate(2025, 9, 10)}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Buka kalender/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Pilih tanggal' });
    expect(within(dialog).getByRole('heading', { name: 'September 2025' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /, 7 September 2025$/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: /, 12 September 2025$/ }));
    expect(onChange).toHaveBeenCalledWith(new CalendarDate(2025, 9, 12));
    expect(teksGrup('Tanggal')).toContain('12/09/2025');
  });

  it("says 'Harap isi bidang ini' when a required picker is submitted empty", async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user } = render(
      <Form onSubmit={onSubmit}>
        <DatePicker label="Waktu Selesai" isRequired />
        <button type="submit">Simpan</button>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Harap isi bidang ini')).toBeVisible();
  });

  it("reads id-ID's '.' between hour and minute as ':'", () => {
    expect(segmentText({ type: 'literal', text: '.' })).toBe(':');
    expect(segmentText({ type: 'literal', text: '/' })).toBe('/');
    expect(segmentText({ type: 'hour', text: '09' })).toBe('09');
  });
});

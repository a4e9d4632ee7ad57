import { CalendarDate } from '@internationalized/date';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '../../test/render';
import { Calendar } from './Calendar';
import * as styles from './Calendar.css';

const HARI_INI = new CalendarDate(2025, 9, 1);

/** The visible month title (RAC also has a hidden heading and a live announcement). */
const judul = (teks: string) =>
  within(screen.getByRole('application')).getByText(teks, { ignore: 'h2, script, style' });

/** A day cell by its date, e.g. '1 September 2025' (not '11' or '21'). */
const hari = (tanggal: string) => screen.getByRole('button', { name: new RegExp(`, ${tanggal}`) });

describe('Calendar', () => {
  it("opens on today's month with Indonesian names and highlights today", () => {
    render(<Calendar today={HARI_INI} />);
    expect(screen.getByRole('application', { name: /Kalender/ })).toBeInTheDocument();
    expect(judul('September 2025')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Kalender, September 2025' })).toBeInTheDocument();
    // id-ID weeks start on Sunday.
    const hariMinggu = screen.getAllByText(/^(Min|Sen|Sel|Rab|Kam|Jum|Sab)$/);
    expect(hariMinggu.map((th) => th.textContent)).toEqual([
      'Min',
      'Sen',
      'Sel',
      'Rab',
      'Kam',
      'Jum',
      'Sab',
    ]);
    expect(hari('1 September 2025')).toHaveClass(styles.today);
    expect(hari('2 September 2025')).not.toHaveClass(styles.today);
  });

  it('moves between months with the navigation buttons', async () => {
    const { user } = render(<Calendar today={HARI_INI} />);
    await user.click(screen.getByRole('button', { name: 'Bulan berikutnya' }));
    expect(judul('Oktober 2025')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bulan sebelumnya' }));
    await user.click(screen.getByRole('button', { name: 'Bulan sebelumnya' }));
    expect(judul('Agustus 2025')).toBeInTheDocument();
  });

  it('chooses a day with the arrow keys and Enter', async () => {
    const onChange = vi.fn();
    const { user } = render(<Calendar today={HARI_INI} onChange={onChange} />);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(hari('1 September 2025')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith(new CalendarDate(2025, 9, 9));
    expect(screen.getByRole('gridcell', { selected: true })).toContainElement(
      hari('9 September 2025'),
    );
  });

  it('marks days with activities', () => {
    render(<Calendar today={HARI_INI} markedDates={['2025-09-03', '2025-09-17']} />);
    const marked = screen
      .getAllByRole('button')
      .filter((cell) => cell.querySelector(`.${styles.marker}`));
    expect(marked.map((cell) => cell.textContent)).toEqual(['3', '17']);
  });

  it('shows the selected day from value', () => {
    render(<Calendar today={HARI_INI} value={new CalendarDate(2025, 10, 20)} />);
    expect(judul('Oktober 2025')).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { selected: true })).toContainElement(
      hari('20 Oktober 2025'),
    );
  });
});

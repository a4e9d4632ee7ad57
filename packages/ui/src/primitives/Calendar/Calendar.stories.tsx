import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HARI_INI, TANGGAL_AKTIVITAS } from '../../test/kitFixtures';
import { Calendar } from './Calendar';

/** The home page 'Kalender' with a fixed today (1 September 2025). */
function KalenderDemo(
  props: Omit<Parameters<typeof Calendar>[0], 'today'> & { today?: CalendarDate },
) {
  return <Calendar {...props} today={props.today ?? HARI_INI} />;
}

const meta = {
  title: 'Primitives/Calendar',
  component: KalenderDemo,
  args: { onChange: fn() },
} satisfies Meta<typeof KalenderDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithActivities: Story = {
  args: { markedDates: TANGGAL_AKTIVITAS, defaultValue: new CalendarDate(2025, 9, 15) },
};

/** Arrow keys move by day, Enter chooses. */
export const Keyboard: Story = {
  args: { markedDates: TANGGAL_AKTIVITAS },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /, 1 September 2025/ }));
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2025, 9, 9));
  },
};

export const NextMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Bulan berikutnya' }));
    await expect(canvas.getByRole('heading', { name: /Oktober 2025/ })).toBeInTheDocument();
  },
};

export const Disabled: Story = { args: { isDisabled: true, markedDates: TANGGAL_AKTIVITAS } };

export const MinimumDate: Story = {
  args: { minValue: new CalendarDate(2025, 8, 31), defaultValue: new CalendarDate(2025, 9, 2) },
};

export const Mobile: Story = {
  args: { markedDates: TANGGAL_AKTIVITAS, defaultValue: new CalendarDate(2025, 9, 24) },
  globals: { viewport: { value: 'mobile' } },
};

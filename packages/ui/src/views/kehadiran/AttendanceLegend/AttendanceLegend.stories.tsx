import type { Meta, StoryObj } from '@storybook/react-vite';
import { AttendanceLegend, attendanceLegendVariants } from './AttendanceLegend';

const meta = {
  title: 'Views/AttendanceLegend',
  component: AttendanceLegend,
  args: { variant: 'rekap', minimalPersen: 60 },
  argTypes: { variant: { control: 'inline-radio', options: attendanceLegendVariants } },
} satisfies Meta<typeof AttendanceLegend>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rekap: Story = {};

export const Progres: Story = { args: { variant: 'progres' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const MobileProgres: Story = {
  args: { variant: 'progres', minimalPersen: 75 },
  globals: { viewport: { value: 'mobile' } },
};

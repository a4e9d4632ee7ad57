import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from './Inline';
import { Block } from './Layout.demo';

const labels = ['Hadir', 'Izin', 'Sakit', 'Alpa', 'Terlambat', 'Belum diisi'];

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: { children: labels.map((label) => <Block key={label}>{label}</Block>) },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Too many for one line: the items wrap. */
export const Wrap: Story = {
  args: {
    children: labels.map((label) => (
      <Block key={label} wide>
        {label}
      </Block>
    )),
  },
};

export const NoWrap: Story = { args: { ...Wrap.args, wrap: false, style: { overflow: 'hidden' } } };

export const SpaceBetween: Story = {
  args: {
    justify: 'space-between',
    children: [<Block key="a">Daftar Kelas</Block>, <Block key="b">Tambah Kelas</Block>],
  },
};

/** `stackBelow="tablet"`: a column on phones, a row from the tablet width up. */
export const StackBelowTablet: Story = { args: { stackBelow: 'tablet' } };

export const Mobile: Story = {
  args: { stackBelow: 'tablet' },
  globals: { viewport: { value: 'mobile' } },
};

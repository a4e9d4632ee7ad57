import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PERTEMUAN, PERTEMUAN_JUDUL_PANJANG } from '../../../test/lmsFixtures';
import { MeetingMenuItem } from './MeetingMenuItem';

const meta = {
  title: 'Views/MeetingMenuItem',
  component: MeetingMenuItem,
  args: { pertemuan: PERTEMUAN[0]!, href: '/kelas/101/p1' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MeetingMenuItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = { args: { pertemuan: PERTEMUAN[1]!, isSelected: true } };

/** A meeting without a title reads 'Pertemuan {n}'; no activities yet. */
export const Empty: Story = { args: { pertemuan: PERTEMUAN[2]! } };

export const Exam: Story = { args: { pertemuan: PERTEMUAN[3]! } };

export const Pendahuluan: Story = { args: { pertemuan: null, href: '/kelas/101' } };

export const AsButton: Story = { args: { href: undefined, onPress: fn() } };

export const Disabled: Story = { args: { href: undefined, onPress: fn(), isDisabled: true } };

export const Menu: Story = {
  render: () => (
    <nav aria-label="Pertemuan" style={{ display: 'grid', gap: 8 }}>
      <MeetingMenuItem pertemuan={null} href="/kelas/101" />
      {PERTEMUAN.map((p) => (
        <MeetingMenuItem
          key={p.id}
          pertemuan={p}
          href={`/kelas/101/${p.id}`}
          isSelected={p.id === 'p2'}
        />
      ))}
    </nav>
  ),
};

export const LongText: Story = { args: { pertemuan: PERTEMUAN_JUDUL_PANJANG } };

export const Mobile: Story = {
  args: { pertemuan: PERTEMUAN_JUDUL_PANJANG },
  globals: { viewport: { value: 'mobile' } },
};

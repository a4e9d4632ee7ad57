import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PERTEMUAN, PERTEMUAN_JUDUL_PANJANG } from '../../../test/lmsFixtures';
import { ID_PENDAHULUAN, MeetingSelect, type MeetingSelectProps } from './MeetingSelect';

function Terkendali(args: MeetingSelectProps) {
  const [id, setId] = useState(args.selectedId);
  return (
    <MeetingSelect
      {...args}
      selectedId={id}
      onSelect={(baru) => {
        setId(baru);
        args.onSelect(baru);
      }}
    />
  );
}

const meta = {
  title: 'Views/MeetingSelect',
  component: MeetingSelect,
  args: { pertemuan: PERTEMUAN, selectedId: 'p2', onSelect: fn() },
  render: (args) => <Terkendali {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MeetingSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Pendahuluan: Story = { args: { selectedId: ID_PENDAHULUAN } };

export const Open: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Pilih Pertemuan/ }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('listbox')).toBeVisible());
  },
};

/** A class without meetings yet: only 'Pendahuluan'. */
export const Empty: Story = { args: { pertemuan: [], selectedId: ID_PENDAHULUAN } };

export const Disabled: Story = { args: { isDisabled: true } };

export const LongText: Story = {
  args: { pertemuan: [...PERTEMUAN, PERTEMUAN_JUDUL_PANJANG], selectedId: 'p12' },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { screenshot: { target: 'viewport' } },
  play: Open.play,
};

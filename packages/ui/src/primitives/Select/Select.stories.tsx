import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { JENIS_MATERI, PENGAJAR } from '../../test/kitFixtures';
import { Select } from './Select';

const meta = {
  title: 'Primitives/Select',
  component: Select,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: { label: 'Jenis Materi', items: JENIS_MATERI, isRequired: true, onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const openList: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button'));
  const body = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(body.getByRole('listbox')).toBeVisible());
};

export const Default: Story = {};

export const Selected: Story = { args: { defaultValue: 'video' } };

export const Open: Story = {
  args: { defaultValue: 'video' },
  parameters: { screenshot: { target: 'viewport' } },
  play: openList,
};

/** Typing and arrows choose without the mouse. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('video');
  },
};

export const Empty: Story = {
  args: { items: [], label: 'Pertemuan' },
  parameters: { screenshot: { target: 'viewport' } },
  play: openList,
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Tipe wajib dipilih!' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'ebook' } };

export const LongText: Story = {
  args: {
    label: 'Pengajar yang bertanggung jawab atas pertemuan ini',
    items: PENGAJAR,
    defaultValue: 'd5',
    description: 'Hanya pengajar utama yang dapat mengubah pengajar pertemuan.',
  },
};

export const Mobile: Story = {
  args: { items: PENGAJAR, label: 'Pengajar', defaultValue: 'd5' },
  globals: { viewport: { value: 'mobile' } },
  parameters: { screenshot: { target: 'viewport' } },
  play: openList,
};

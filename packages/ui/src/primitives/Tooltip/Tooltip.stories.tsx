import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip, tooltipPlacements } from './Tooltip';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  parameters: { screenshot: { target: 'viewport' } },
  args: {
    content: 'Sedang ada proses update',
    children: <Button variant="secondary">Update Kehadiran Manual</Button>,
  },
  argTypes: { placement: { control: 'inline-radio', options: tooltipPlacements } },
  decorators: [
    (Story) => (
      <div style={{ padding: '72px 24px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const openByKeyboard: Story['play'] = async ({ canvasElement }) => {
  await userEvent.tab();
  const body = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(body.getByRole('tooltip')).toBeVisible());
};

/** Closed: the trigger alone. */
export const Default: Story = { parameters: { screenshot: {} } };

export const Open: Story = { play: openByKeyboard };

export const Bottom: Story = { args: { placement: 'bottom' }, play: openByKeyboard };

/** Truncated text in a cell: a focusable span so the keyboard can read the full text. */
export const TextTrigger: Story = {
  args: {
    isTextTrigger: true,
    content: 'Metodologi Penelitian Kuantitatif dan Kualitatif untuk Sistem Informasi Kesehatan',
    children: (
      <span
        style={{
          display: 'inline-block',
          maxWidth: 180,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          verticalAlign: 'bottom',
        }}
      >
        Metodologi Penelitian Kuantitatif dan Kualitatif untuk Sistem Informasi Kesehatan
      </span>
    ),
  },
  play: openByKeyboard,
};

export const LongText: Story = {
  args: {
    content:
      'Cek jadwal terlebih dahulu. Pastikan tidak ada jadwal yang bentrok dengan kelas, ruangan, atau pengajar lain sebelum menyimpan perubahan pertemuan.',
  },
  play: openByKeyboard,
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: openByKeyboard,
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KOMENTAR, KOMENTAR_PANJANG } from '../../../test/tugasFixtures';
import { PercakapanModal, PercakapanPanel } from './Percakapan';

const meta = {
  title: 'Views/Tugas/PercakapanPanel',
  component: PercakapanPanel,
  args: {
    komentar: KOMENTAR,
    timeZone: 'Asia/Jakarta',
    onKirim: fn(async () => {}),
    onHapus: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PercakapanPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A student's thread with a lecturer's reply; their own comment is deletable. */
export const Default: Story = {};

/** Typing a comment and sending it with Enter. */
export const Menulis: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByPlaceholderText('Tulis komentar...'), 'Baik, Pak.{Enter}');
    await expect(args.onKirim).toHaveBeenCalledWith('Baik, Pak.');
  },
};

/** A send the server refused keeps the text and says why. */
export const GagalKirim: Story = {
  args: {
    onKirim: fn(async () => {
      throw new Error('Komentar gagal dikirim, periksa koneksi Anda');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByPlaceholderText('Tulis komentar...'), 'Revisi terlampir');
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim' }));
    await expect(
      await canvas.findByText('Komentar gagal dikirim, periksa koneksi Anda'),
    ).toBeVisible();
  },
};

/** No right to comment (read only): no field. */
export const Disabled: Story = { args: { isReadOnly: true } };

export const SebelumnyaAda: Story = { args: { adaSebelumnya: true, onMuatSebelumnya: fn() } };

export const Empty: Story = { args: { komentar: [] } };

export const Loading: Story = { args: { komentar: [], isLoading: true } };

export const LoadFailed: Story = { args: { komentar: [], isError: true } };

export const LongText: Story = { args: { komentar: KOMENTAR_PANJANG } };

export const Mobile: Story = {
  args: { komentar: KOMENTAR_PANJANG },
  globals: { viewport: { value: 'mobile' } },
};

/** The chat modal 'Percakapan' of a group. */
export const Modal: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  render: (args) => <PercakapanModal {...args} isOpen onOpenChange={fn()} subjudul="Kelompok 1" />,
};

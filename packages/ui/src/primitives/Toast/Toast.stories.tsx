import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import {
  createToastQueue,
  type ToastIsi,
  ToastRegion,
  tampilkanToast,
  toastVariants,
} from './Toast';

/** Shows the given toasts (kept open) in a queue of the story's own. */
function ToastDemo({ toasts }: { toasts: ToastIsi[] }) {
  const [queue] = useState(() => {
    const storyQueue = createToastQueue();
    for (const toast of toasts) tampilkanToast({ ...toast, timeout: null }, storyQueue);
    return storyQueue;
  });
  return <ToastRegion queue={queue} />;
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastDemo,
  // Toasts are fixed to the bottom of the screen: each docs example gets an iframe of its own.
  parameters: {
    screenshot: { target: 'viewport' },
    docs: { story: { inline: false, height: '320px' } },
  },
  args: { toasts: [{ pesan: 'Berhasil update kehadiran', jenis: 'success' }] },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};

export const Danger: Story = {
  args: { toasts: [{ pesan: 'Terjadi kesalahan', jenis: 'danger' }] },
};

export const Info: Story = {
  args: { toasts: [{ pesan: 'Berhasil Copy ID', jenis: 'info' }] },
};

export const Stacked: Story = {
  args: {
    toasts: toastVariants.map((jenis, index) => ({
      pesan: ['Gagal hapus file: berkas tidak ditemukan', 'Berhasil publish nilai', 'Copied'][
        index
      ] as string,
      jenis,
    })),
  },
};

export const LongText: Story = {
  args: {
    toasts: [
      {
        pesan:
          'Berhasil mengirimkan permintaan update persentase kehadiran untuk seluruh mahasiswa peserta kelas Metodologi Penelitian Kuantitatif dan Kualitatif',
        jenis: 'success',
      },
    ],
  },
};

export const Mobile: Story = {
  args: Stacked.args,
  globals: { viewport: { value: 'mobile' } },
};

function Trigger() {
  const [queue] = useState(createToastQueue);
  return (
    <>
      <Button
        onPress={() =>
          tampilkanToast({ pesan: 'Berhasil update nilai', jenis: 'success', timeout: null }, queue)
        }
      >
        Simpan Nilai
      </Button>
      <ToastRegion queue={queue} />
    </>
  );
}

/** A button that queues a toast, as the apps do after a successful save. */
export const FromAction: Story = {
  render: () => <Trigger />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Simpan Nilai' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText('Berhasil update nilai')).toBeVisible());
  },
};

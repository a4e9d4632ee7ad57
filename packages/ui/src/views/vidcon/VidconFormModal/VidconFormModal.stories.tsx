import { PESAN_VIDCON } from '@kampus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createToastQueue, ToastRegion } from '../../../primitives/Toast';
import {
  OPSI_PERTEMUAN_VIDCON,
  PERTEMUAN_VIDCON,
  SEKARANG_VIDCON,
  VIDCON_BELUM_DIMULAI,
  VIDCON_BERLANGSUNG,
  VIDCON_SELESAI,
} from '../../../test/vidconFixtures';
import { VidconFormModal, type VidconFormModalProps } from './VidconFormModal';

/** The modal with a toast region of the story's own (validation toasts). */
function DenganToast(props: VidconFormModalProps) {
  const [antrian] = useState(createToastQueue);
  return (
    <>
      <VidconFormModal {...props} toastQueue={antrian} />
      <ToastRegion queue={antrian} />
    </>
  );
}

const meta = {
  title: 'Views/VidconFormModal',
  component: VidconFormModal,
  render: (args) => <DenganToast {...args} />,
  parameters: {
    screenshot: { target: 'viewport' },
    docs: { story: { inline: false, height: '900px' } },
  },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    mode: 'tambah',
    pertemuan: PERTEMUAN_VIDCON,
    timeZone: 'Asia/Jakarta',
    waktuServer: SEKARANG_VIDCON,
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof VidconFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Waits for the modal to fade in. */
const terbuka = async (canvasElement: HTMLElement) => {
  const b = body(canvasElement);
  const dialog = await b.findByRole('dialog');
  await waitFor(() => expect(dialog).toBeVisible());
  return b;
};

/** A lecturer adds one: the meeting card, the warning, start at the meeting's time for an hour. */
export const Tambah: Story = {
  play: async ({ canvasElement }) => {
    const b = await terbuka(canvasElement);
    await expect(b.getByRole('region', { name: 'Pertemuan 3' })).toBeVisible();
    await expect(b.getByText(/Jangan bagikan link vidcon/)).toBeVisible();
  },
};

/** An operator picks the meeting (spec 6). */
export const TambahOperator: Story = {
  args: { pertemuan: null, opsiPertemuan: OPSI_PERTEMUAN_VIDCON },
};

/** Saving an empty form: the first rule of spec 5 as a toast and on its field. */
export const GalatValidasi: Story = {
  play: async ({ canvasElement, args }) => {
    const b = await terbuka(canvasElement);
    await userEvent.click(b.getByRole('button', { name: 'Simpan' }));
    await expect((await b.findAllByText(PESAN_VIDCON.judul)).length).toBeGreaterThan(0);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Editing a vidcon that has not started: every field free. */
export const Ubah: Story = { args: { mode: 'ubah', vidcon: VIDCON_BELUM_DIMULAI } };

/** Running with participants: date and times locked, and why (spec 4). */
export const UbahTerkunci: Story = {
  args: { mode: 'ubah', vidcon: VIDCON_BERLANGSUNG },
  play: async ({ canvasElement }) => {
    const b = await terbuka(canvasElement);
    const mulai = b.getByRole('group', { name: 'Waktu Mulai' });
    for (const s of within(mulai).getAllByRole('spinbutton')) {
      await expect(s).toHaveAttribute('aria-disabled', 'true');
    }
  },
};

/** Finished: locked too. */
export const UbahSelesai: Story = { args: { mode: 'ubah', vidcon: VIDCON_SELESAI } };

/** The server refused the save. */
export const GalatServer: Story = {
  args: {
    mode: 'ubah',
    vidcon: VIDCON_BELUM_DIMULAI,
    galat: 'Tanggal mulai vidcon paling awal kemarin',
  },
};

/** Saving: the fields and buttons wait. */
export const Menyimpan: Story = {
  args: { mode: 'ubah', vidcon: VIDCON_BELUM_DIMULAI, isPending: true },
};

export const Mobile: Story = {
  args: { pertemuan: null, opsiPertemuan: OPSI_PERTEMUAN_VIDCON },
  globals: { viewport: { value: 'mobile' } },
};

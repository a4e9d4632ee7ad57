import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { KELAS_NAMA_PANJANG, PENGAJAR_KELAS } from '../../../test/kelasStafFixtures';
import { UbahJabatanModal } from './UbahJabatanModal';

const meta = {
  title: 'Views/UbahJabatanModal',
  component: UbahJabatanModal,
  parameters: {
    screenshot: { target: 'viewport' },
    docs: { story: { inline: false, height: '560px' } },
  },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    pengajar: PENGAJAR_KELAS,
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof UbahJabatanModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Stored positions: 'Simpan' waits for a change. */
export const Default: Story = {};

/** The position list open on the assistant. */
export const Choosing: Story = {
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click(await b.findByRole('button', { name: /Jabatan Agus Prasetyo/ }));
    await waitFor(() => expect(b.getByRole('listbox')).toBeVisible());
  },
};

/** The assistant becomes a lecturer: 'Simpan' is enabled. */
export const Changed: Story = {
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click(await b.findByRole('button', { name: /Jabatan Agus Prasetyo/ }));
    await userEvent.click(await b.findByRole('option', { name: 'Dosen' }));
    await waitFor(() => expect(b.getByRole('button', { name: 'Simpan' })).toBeEnabled());
  },
};

/** Saving: the positions wait. */
export const Saving: Story = {
  args: { onSubmit: fn(() => new Promise(() => {})) },
  play: async (context) => {
    await Changed.play?.(context);
    await userEvent.click(body(context.canvasElement).getByRole('button', { name: 'Simpan' }));
    await expect(context.args.onSubmit).toHaveBeenCalledWith([
      { id_dosen: 'd3', jabatan: 'Dosen' },
    ]);
  },
};

export const Empty: Story = { args: { pengajar: [] } };

export const LongText: Story = { args: { pengajar: KELAS_NAMA_PANJANG.pengajar } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

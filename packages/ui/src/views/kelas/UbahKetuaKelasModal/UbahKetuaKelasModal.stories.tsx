import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PESERTA_KELAS, PESERTA_NAMA_PANJANG } from '../../../test/kelasStafFixtures';
import { UbahKetuaKelasModal } from './UbahKetuaKelasModal';

const meta = {
  title: 'Views/UbahKetuaKelasModal',
  component: UbahKetuaKelasModal,
  parameters: {
    screenshot: { target: 'viewport' },
    docs: { story: { inline: false, height: '640px' } },
  },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    peserta: PESERTA_KELAS,
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof UbahKetuaKelasModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The current leader is chosen; 'Simpan' waits for another student. */
export const Default: Story = {};

/** Another student chosen by keyboard: 'Simpan' is enabled. */
export const Chosen: Story = {
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    const ketua = await b.findByRole('radio', { name: new RegExp(PESERTA_KELAS[1]!.nama) });
    await userEvent.click(ketua);
    await userEvent.keyboard('{ArrowDown}');
    await expect(b.getByRole('radio', { name: new RegExp(PESERTA_KELAS[2]!.nama) })).toBeChecked();
    await waitFor(() => expect(b.getByRole('button', { name: 'Simpan' })).toBeEnabled());
  },
};

export const Empty: Story = { args: { peserta: [] } };

export const Loading: Story = { args: { peserta: [], isLoading: true } };

export const LoadFailed: Story = { args: { peserta: [], isError: true, onRetry: fn() } };

/** Saving: the choices wait. */
export const Saving: Story = {
  args: { onSubmit: fn(() => new Promise(() => {})) },
  play: async (context) => {
    const b = body(context.canvasElement);
    await userEvent.click(
      await b.findByRole('radio', { name: new RegExp(PESERTA_KELAS[5]!.nama) }),
    );
    await userEvent.click(b.getByRole('button', { name: 'Simpan' }));
    await expect(context.args.onSubmit).toHaveBeenCalledWith(PESERTA_KELAS[5]!.id);
  },
};

export const LongText: Story = { args: { peserta: PESERTA_NAMA_PANJANG } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

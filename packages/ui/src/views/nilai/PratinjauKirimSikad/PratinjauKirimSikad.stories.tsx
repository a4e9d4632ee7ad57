import { PESAN_KONFIRMASI_SIKAD } from '@kampus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PRATINJAU_SIKAD, PRATINJAU_SIKAD_SAMA } from '../../../test/nilaiFixtures';
import { PratinjauKirimSikad } from './PratinjauKirimSikad';

const meta = {
  title: 'Views/PratinjauKirimSikad',
  component: PratinjauKirimSikad,
  parameters: {
    screenshot: { target: 'viewport' },
    docs: { story: { inline: false, height: '800px' } },
  },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    baris: PRATINJAU_SIKAD,
    onKirim: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PratinjauKirimSikad>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The changed scores only; one was changed in SIKAD (flagged, with the warning). */
export const Default: Story = {};

/** Every score, the unchanged ones too. */
export const Semua: Story = {
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click(b.getByRole('switch', { name: 'Tampilkan semua nilai' }));
    await expect(b.getAllByRole('row')).toHaveLength(PRATINJAU_SIKAD.length + 1);
  },
};

/** Sending overwrites a SIKAD change: the confirmation asks first (spec 5). */
export const Konfirmasi: Story = {
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click(b.getByRole('button', { name: 'Kirim ke SIKAD' }));
    await expect(await b.findByRole('alertdialog')).toHaveTextContent(PESAN_KONFIRMASI_SIKAD);
  },
};

/** Nothing changed since the last push: 'Kirim ke SIKAD' disabled. */
export const Disabled: Story = { args: { baris: PRATINJAU_SIKAD_SAMA } };

export const Pending: Story = { args: { isPending: true } };

/** After the push: what was sent and what was already equal. */
export const Hasil: Story = { args: { hasil: { terkirim: 4, tidak_berubah: 8 } } };

/** The push failed halfway: the message, the preview stays to try again. */
export const GalatKirim: Story = {
  args: {
    galat: {
      pesan: 'Request failed with status code 502',
      pesanServer: 'SIKAD tidak dapat dihubungi',
    },
  },
};

export const Empty: Story = { args: { baris: [] } };

export const Loading: Story = { args: { isLoading: true } };

export const LoadFailed: Story = { args: { isError: true } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

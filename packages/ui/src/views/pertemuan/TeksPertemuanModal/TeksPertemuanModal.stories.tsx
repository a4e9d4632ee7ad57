import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TEKS_PERTEMUAN_HTML } from '../../../test/lmsFixtures';
import { TeksPertemuanModal } from './TeksPertemuanModal';

const meta = {
  title: 'Views/TeksPertemuanModal',
  component: TeksPertemuanModal,
  parameters: {
    screenshot: { target: 'viewport' },
    docs: { story: { inline: false, height: '760px' } },
  },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    teks: TEKS_PERTEMUAN_HTML,
    subtitle: 'Pertemuan 2 - Model Entitas-Relasi',
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof TeksPertemuanModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The stored text, unchanged: 'Simpan' waits for a change. */
export const Default: Story = {};

/** A heading made from the toolbar: the text changed, 'Simpan' is enabled. */
export const Changed: Story = {
  args: { teks: '<p>Pengantar</p>' },
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    const area = (await b.findByRole('textbox', {
      name: 'Teks Pertemuan',
    })) as HTMLTextAreaElement;
    area.focus();
    area.setSelectionRange(0, 0);
    await userEvent.click(b.getByRole('button', { name: /^Judul 2/ }));
    await expect(area).toHaveValue('## Pengantar');
    await waitFor(() => expect(b.getByRole('button', { name: 'Simpan' })).toBeEnabled());
  },
};

/** No text yet. */
export const Empty: Story = { args: { teks: null } };

/** Saving: the editor and the buttons wait. */
export const Saving: Story = {
  args: { teks: '<p>Pengantar</p>', onSubmit: fn(() => new Promise(() => {})) },
  play: async (context) => {
    await Changed.play?.(context);
    await userEvent.click(body(context.canvasElement).getByRole('button', { name: 'Simpan' }));
    await expect(context.args.onSubmit).toHaveBeenCalledWith('<h2>Pengantar</h2>');
  },
};

export const LongText: Story = {
  args: {
    subtitle:
      'Pertemuan 12 - Normalisasi Basis Data Relasional: Bentuk Normal Pertama hingga Bentuk Normal Boyce-Codd',
    teks: `<p>${'Mahasiswa diharapkan telah membaca bab pertama buku ajar sebelum perkuliahan dimulai, kemudian menuliskan ringkasan yang memuat definisi basis data dan sistem manajemen basis data. '.repeat(4)}</p>`,
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  SAYA_ANGGOTA,
  SAYA_BELUM,
  SAYA_DINILAI,
  SAYA_TERKUMPUL,
  TUGAS_KUMPUL,
} from '../../../test/tugasFixtures';
import { PengumpulanSayaPanel } from './PengumpulanSayaPanel';

const meta = {
  title: 'Views/Tugas/PengumpulanSayaPanel',
  component: PengumpulanSayaPanel,
  args: {
    tugas: TUGAS_KUMPUL,
    saya: SAYA_BELUM,
    onKirim: fn(async () => {}),
    timeZone: 'Asia/Jakarta',
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PengumpulanSayaPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing handed in yet: the form. */
export const Empty: Story = {};

/** A file of a type the assignment does not take is refused before any upload. */
export const TipeDitolak: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    // Dropped on the zone (the picker itself offers only accepted types).
    await userEvent.upload(input, new File(['x'], 'foto.png', { type: 'image/png' }), {
      applyAccept: false,
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Jenis file yang didukung');
  },
};

/** Handed in on time, waiting for a grade; may still be replaced. */
export const Terkumpul: Story = { args: { saya: SAYA_TERKUMPUL } };

/** Uploading a replacement: the progress. */
export const Mengunggah: Story = {
  args: { saya: SAYA_BELUM, progres: 0.42, onKirim: fn(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(
      input,
      new File(['%PDF-1.4'], 'laporan.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Kumpulkan' }));
    await expect(await canvas.findByRole('progressbar', { name: 'Mengunggah' })).toBeVisible();
  },
};

/** Graded (it was late): the grade and feedback; no more replacing. */
export const Dinilai: Story = { args: { saya: SAYA_DINILAI } };

/** A group member who is not the leader: they see the group's submission, only the leader sends. */
export const Disabled: Story = {
  args: { tugas: { ...TUGAS_KUMPUL, jenis: 'kelompok' }, saya: SAYA_ANGGOTA },
};

export const Loading: Story = { args: { saya: null, isLoading: true } };

export const LoadFailed: Story = { args: { saya: null, isError: true } };

export const Mobile: Story = {
  args: { saya: SAYA_DINILAI },
  globals: { viewport: { value: 'mobile' } },
};

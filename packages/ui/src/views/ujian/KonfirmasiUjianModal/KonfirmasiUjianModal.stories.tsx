import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  UJIAN_BELUM_DIMULAI,
  UJIAN_BERLANGSUNG,
  UJIAN_TEKS_PANJANG,
} from '../../../test/ujianMahasiswaFixtures';
import { KonfirmasiUjianModal, TEKS_PERSETUJUAN_UJIAN } from './KonfirmasiUjianModal';

const meta = {
  title: 'Views/KonfirmasiUjianModal',
  component: KonfirmasiUjianModal,
  parameters: {
    screenshot: { target: 'viewport' },
    docs: { story: { inline: false, height: '760px' } },
  },
  args: {
    ujian: UJIAN_BERLANGSUNG,
    isOpen: true,
    onOpenChange: fn(),
    onMulai: fn(),
    timeZone: 'Asia/Jakarta',
  },
} satisfies Meta<typeof KonfirmasiUjianModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A closed-book quiz: the four reminders and the cheating line; 'Mulai' waits for the agreement. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Mulai' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** An open-book exam without a time limit: no cheating line. */
export const BukuTerbuka: Story = { args: { ujian: UJIAN_BELUM_DIMULAI } };

/** Agreed: 'Mulai' starts the attempt. */
export const Disetujui: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: TEKS_PERSETUJUAN_UJIAN }));
    const mulai = within(dialog).getByRole('button', { name: 'Mulai' });
    await waitFor(() => expect(mulai).toBeEnabled());
    await userEvent.click(mulai);
    await expect(args.onMulai).toHaveBeenCalledOnce();
  },
};

/** The server refused to start (the exam ended meanwhile). */
export const Galat: Story = { args: { galat: 'Kuis/ujian sudah berakhir' } };

/** Starting: the checkbox and the buttons wait. */
export const Disabled: Story = { args: { isPending: true } };

/** Nothing to confirm: the modal stays closed. */
export const Empty: Story = { args: { ujian: null }, parameters: { screenshot: false } };

export const LongText: Story = { args: { ujian: UJIAN_TEKS_PANJANG } };

export const Mobile: Story = {
  args: { ujian: UJIAN_TEKS_PANJANG },
  globals: { viewport: { value: 'mobile' } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BANNER_URL } from '../../../test/fixtures';
import { KELAS_KULIAH } from '../../../test/kelasKuliah';
import { KELAS_NAMA_PANJANG } from '../../../test/kelasStafFixtures';
import { PengaturanKelasModal } from './PengaturanKelasModal';

const meta = {
  title: 'Views/PengaturanKelasModal',
  component: PengaturanKelasModal,
  parameters: {
    screenshot: { target: 'viewport' },
    docs: { story: { inline: false, height: '640px' } },
  },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    kelas: KELAS_KULIAH,
    batasMb: 2,
    onPilihBanner: fn(async () => undefined),
    onUnggahBanner: fn(async (_file: File, onProgress: (p: number) => void): Promise<unknown> => {
      onProgress(100);
      return { banner_url: BANNER_URL };
    }),
  },
} satisfies Meta<typeof PengaturanKelasModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The class's default banner is chosen; 'Simpan' waits for another one. */
export const Default: Story = {};

/** Another default banner, by keyboard: the preview follows. */
export const ChooseBanner: Story = {
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click(await b.findByRole('radio', { name: 'Banner 5' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(b.getByRole('radio', { name: 'Banner 6' })).toBeChecked();
    await expect(b.getByRole('img', { name: 'Pratinjau banner: Banner 6' })).toBeVisible();
    await waitFor(() => expect(b.getByRole('button', { name: 'Simpan' })).toBeEnabled());
  },
};

/** The class has an uploaded banner: no default is chosen. */
export const UploadedBanner: Story = {
  args: { kelas: { ...KELAS_KULIAH, banner_url: BANNER_URL } },
};

/** 'Unggah Banner' opens the upload dialog for .png/.jpg/.jpeg up to 2 MB. */
export const UploadOpen: Story = {
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click(await b.findByRole('button', { name: 'Unggah Banner' }));
    const dialog = await b.findByRole('dialog', { name: 'Unggah Banner' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** The upload failed: the row says why. */
export const UploadFailed: Story = {
  args: {
    onUnggahBanner: fn(async (_file: File, _onProgress: (p: number) => void): Promise<unknown> => {
      throw new Error('Ukuran file melebihi batas maksimal');
    }),
  },
  play: async (context) => {
    await UploadOpen.play?.(context);
    const b = body(context.canvasElement);
    const input = context.canvasElement.ownerDocument.querySelector<HTMLInputElement>(
      '[role="dialog"] input[type="file"]',
    );
    if (!input) throw new Error('No file input');
    await userEvent.upload(
      input,
      [new File([new Uint8Array(64)], 'banner-kelas.png', { type: 'image/png' })],
      { applyAccept: false },
    );
    await expect(
      await b.findByText('Unggah gagal: Ukuran file melebihi batas maksimal'),
    ).toBeVisible();
  },
};

/** Saving the chosen banner: the choices wait. */
export const Saving: Story = {
  args: { onPilihBanner: fn(() => new Promise(() => {})) },
  play: async (context) => {
    const b = body(context.canvasElement);
    await userEvent.click(await b.findByRole('radio', { name: 'Banner 1' }));
    await userEvent.click(b.getByRole('button', { name: 'Simpan' }));
    await expect(context.args.onPilihBanner).toHaveBeenCalledWith(0);
  },
};

export const LongText: Story = { args: { kelas: KELAS_NAMA_PANJANG } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

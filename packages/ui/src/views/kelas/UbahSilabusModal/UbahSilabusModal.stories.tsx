import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { UploadFn } from '../../../files/UploadDialog';
import { BERKAS_SILABUS, TEKS_SILABUS } from '../../../test/kelasStafFixtures';
import { UbahSilabusModal } from './UbahSilabusModal';

const unggah: UploadFn = async (file, onProgress) => {
  onProgress(100);
  return { url: `https://storage.kampus.example/silabus/${file.name}` };
};

const meta = {
  title: 'Views/UbahSilabusModal',
  component: UbahSilabusModal,
  parameters: {
    screenshot: { target: 'viewport' },
    docs: { story: { inline: false, height: '640px' } },
  },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    silabus: { teks: TEKS_SILABUS, file: BERKAS_SILABUS },
    onUpload: fn(unggah),
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof UbahSilabusModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The stored text and file: 'Simpan' waits for a change. */
export const Default: Story = {};

/** No syllabus yet. */
export const Empty: Story = { args: { silabus: { teks: null, file: null } } };

/** A link instead of a file; an empty link is refused on submit. */
export const LinkRequired: Story = {
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click(await b.findByRole('radio', { name: 'Link' }));
    await userEvent.click(b.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(b.getByText('Link wajib diisi')).toBeVisible());
  },
};

/** A stored link. */
export const StoredLink: Story = {
  args: {
    silabus: {
      teks: TEKS_SILABUS,
      file: {
        nama: 'https://drive.kampus.example/silabus/IF201',
        url: 'https://drive.kampus.example/silabus/IF201',
        content_length: null,
      },
    },
  },
};

/** 'Ganti File' opens the upload dialog for .pdf, .doc and .docx. */
export const UploadOpen: Story = {
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click(await b.findByRole('button', { name: 'Ganti File' }));
    const dialog = await b.findByRole('dialog', { name: 'Unggah Silabus' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** Saving after removing the file. */
export const Saving: Story = {
  args: { onSubmit: fn(() => new Promise(() => {})) },
  play: async (context) => {
    const b = body(context.canvasElement);
    await userEvent.click(await b.findByRole('button', { name: `Hapus ${BERKAS_SILABUS.nama}` }));
    await userEvent.click(b.getByRole('button', { name: 'Simpan' }));
    await expect(context.args.onSubmit).toHaveBeenCalledWith({ teks: TEKS_SILABUS, file: null });
  },
};

export const LongText: Story = {
  args: {
    silabus: {
      teks: `${TEKS_SILABUS} ${TEKS_SILABUS} Mahasiswa juga mempelajari optimasi kueri, indeks, kontrol konkurensi, pemulihan basis data, serta keamanan dan otorisasi pada sistem informasi akademik perguruan tinggi.`,
      file: {
        ...BERKAS_SILABUS,
        nama: 'Rencana Pembelajaran Semester Basis Data Program Studi Teknik Informatika 2025.pdf',
      },
    },
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

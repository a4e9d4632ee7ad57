import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { KELAS_KULIAH } from '../../../test/kelasKuliah';
import {
  KELAS_NAMA_PANJANG,
  OPSI_JENIS_KELAS,
  OPSI_KAMPUS,
  OPSI_LINGKUP,
} from '../../../test/kelasStafFixtures';
import { UbahKelasModal } from './UbahKelasModal';

const meta = {
  title: 'Views/UbahKelasModal',
  component: UbahKelasModal,
  parameters: {
    screenshot: { target: 'viewport' },
    docs: { story: { inline: false, height: '640px' } },
  },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    kelas: KELAS_KULIAH,
    opsiLingkup: OPSI_LINGKUP,
    opsiJenisKelas: OPSI_JENIS_KELAS,
    opsiKampus: OPSI_KAMPUS,
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof UbahKelasModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Unchanged: 'Simpan' waits for a change. */
export const Default: Story = {};

/** One more seat and another teaching method: 'Simpan' is enabled. */
export const Changed: Story = {
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click(await b.findByRole('button', { name: 'Tambah Kapasitas' }));
    await userEvent.click(b.getByRole('radio', { name: 'Individu' }));
    await waitFor(() => expect(b.getByRole('button', { name: 'Simpan' })).toBeEnabled());
  },
};

/** A class type not in the list: 'Jenis kelas wajib dipilih' on submit. */
export const ValidationError: Story = {
  args: {
    kelas: {
      ...KELAS_KULIAH,
      kelas: { ...KELAS_KULIAH.kelas, jenis: { id: 'LAIN', nama: 'Lain' } },
    },
  },
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click(await b.findByRole('radio', { name: 'Individu' }));
    await userEvent.click(b.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(b.getByText('Jenis kelas wajib dipilih')).toBeVisible());
  },
};

/** Saving: pending until the server answers. */
export const Saving: Story = {
  args: { onSubmit: fn(() => new Promise(() => {})) },
  play: async (context) => {
    const b = body(context.canvasElement);
    await userEvent.click(await b.findByRole('radio', { name: 'Individu' }));
    await userEvent.click(b.getByRole('button', { name: 'Simpan' }));
    await expect(context.args.onSubmit).toHaveBeenCalled();
  },
};

/** No options loaded yet. */
export const Empty: Story = {
  args: {
    kelas: { ...KELAS_KULIAH, lingkup: null, mode_kuliah: null },
    opsiLingkup: [],
    opsiJenisKelas: [],
    opsiKampus: [],
  },
};

export const LongText: Story = {
  args: {
    kelas: KELAS_NAMA_PANJANG,
    opsiKampus: [
      ...OPSI_KAMPUS,
      { id: 'K3', label: 'Kampus Pendidikan Jarak Jauh Wilayah Indonesia Timur (Jayapura)' },
    ],
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

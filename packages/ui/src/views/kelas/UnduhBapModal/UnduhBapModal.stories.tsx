import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { KELAS_KULIAH } from '../../../test/kelasKuliah';
import { KELAS_NAMA_PANJANG, PENGAJAR_KELAS } from '../../../test/kelasStafFixtures';
import { UnduhBapModal } from './UnduhBapModal';

const meta = {
  title: 'Views/UnduhBapModal',
  component: UnduhBapModal,
  parameters: {
    screenshot: { target: 'viewport' },
    docs: { story: { inline: false, height: '560px' } },
  },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    bolehLaporanSaya: true,
    kelas: KELAS_KULIAH,
    pengajar: PENGAJAR_KELAS,
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof UnduhBapModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A lecturer: every section, 'Laporan Kelas' or 'Laporan Saya'. */
export const Default: Story = {};

/** An operator picks the teacher whose BAP it is. */
export const Operator: Story = { args: { bolehLaporanSaya: false } };

/** Every class of a period: the period is shown, no teacher choice. */
export const SemuaKelas: Story = {
  args: { bolehLaporanSaya: false, semua: true, periode: 20251, kelas: undefined },
};

/** No section chosen: 'Unduh' is disabled and says why. */
export const Disabled: Story = {
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    for (const bagian of ['Resume Kelas', 'Detail Pertemuan', 'Tanda Tangan']) {
      await userEvent.click(await b.findByRole('checkbox', { name: bagian }));
    }
    await userEvent.hover(b.getByRole('button', { name: 'Unduh' }));
    await waitFor(() => expect(b.getByText('Pilih minimal satu bagian laporan')).toBeVisible());
  },
};

/** Downloading: pending until the file arrives. */
export const Downloading: Story = {
  args: { onSubmit: fn(() => new Promise(() => {})) },
  play: async (context) => {
    const b = body(context.canvasElement);
    await userEvent.click(await b.findByRole('radio', { name: 'Laporan Saya' }));
    await userEvent.click(b.getByRole('button', { name: 'Unduh' }));
    await expect(context.args.onSubmit).toHaveBeenCalled();
  },
};

/** An operator on a class without teachers: nothing to pick. */
export const Empty: Story = { args: { bolehLaporanSaya: false, pengajar: [] } };

export const LongText: Story = {
  args: {
    bolehLaporanSaya: false,
    kelas: KELAS_NAMA_PANJANG,
    pengajar: KELAS_NAMA_PANJANG.pengajar,
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DAFTAR_PENGUMPULAN } from '../../../test/tugasFixtures';
import { NilaiPengumpulanModal } from './NilaiPengumpulanModal';

const pengumpulan = DAFTAR_PENGUMPULAN[2]?.pengumpulan;
if (!pengumpulan) throw new Error('fixture pengumpulan');

const meta = {
  title: 'Views/Tugas/NilaiPengumpulanModal',
  component: NilaiPengumpulanModal,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    nama: 'Citra Maharani',
    pengumpulan,
    onSimpan: fn(async () => {}),
  },
  parameters: { screenshot: { target: 'viewport' } },
} satisfies Meta<typeof NilaiPengumpulanModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not graded yet: the files, the answer, empty grade and feedback. */
export const Empty: Story = {};

/** A grade already given can be changed. */
export const Default: Story = {
  args: { pengumpulan: { ...pengumpulan, nilai: 87.5, umpan_balik: 'Sudah baik.' } },
};

/** Saving without a grade: 'Nilai wajib diisi'. */
export const Galat: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Simpan Nilai' }));
    await expect(await body.findByText('Nilai wajib diisi')).toBeVisible();
  },
};

/** Saving. */
export const Disabled: Story = {
  args: { onSimpan: fn(() => new Promise(() => {})), pengumpulan: { ...pengumpulan, nilai: 80 } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Simpan Nilai' }));
  },
};

export const Loading: Story = { args: { pengumpulan: { ...pengumpulan, berkas: [], teks: '' } } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

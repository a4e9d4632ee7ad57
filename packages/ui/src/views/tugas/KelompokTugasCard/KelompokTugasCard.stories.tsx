import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KELOMPOK_A, KELOMPOK_KOSONG, KELOMPOK_NAMA_PANJANG } from '../../../test/tugasFixtures';
import { KelompokTugasCard } from './KelompokTugasCard';

const meta = {
  title: 'Views/Tugas/KelompokTugasCard',
  component: KelompokTugasCard,
  args: {
    kelompok: KELOMPOK_A,
    onPercakapan: fn(),
    onUbah: fn(),
    onHapus: fn(),
    onJadikanKetua: fn(),
    onHapusAnggota: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof KelompokTugasCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member of the group (a student): the members and the chat, no writing. */
export const Default: Story = {};

/** A lecturer with the write flag: edit, delete and the member menus. */
export const BolehTulis: Story = { args: { bolehTulis: true, jumlahBelumDibaca: 2 } };

/** The menu of a non-leader: both actions. */
export const MenuAnggota: Story = {
  args: { bolehTulis: true },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Aksi untuk Bagus Saputra' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByRole('menuitem', { name: 'Jadikan Ketua Kelompok' }),
    ).toBeVisible();
    await expect(body.getByRole('menuitem', { name: 'Hapus Anggota' })).toBeVisible();
  },
};

/** A member change on its way: the menus wait. */
export const Disabled: Story = { args: { bolehTulis: true, isMenyimpan: true } };

export const Empty: Story = { args: { kelompok: KELOMPOK_KOSONG, bolehTulis: true } };

export const Loading: Story = { args: { kelompok: null, isLoading: true } };

export const LoadFailed: Story = { args: { kelompok: null, isError: true } };

export const LongText: Story = { args: { kelompok: KELOMPOK_NAMA_PANJANG, bolehTulis: true } };

export const Mobile: Story = {
  args: { bolehTulis: true, jumlahBelumDibaca: 12 },
  globals: { viewport: { value: 'mobile' } },
};

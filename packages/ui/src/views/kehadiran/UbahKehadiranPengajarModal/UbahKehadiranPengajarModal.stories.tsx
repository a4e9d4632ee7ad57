import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  PENGAJAR_KEHADIRAN,
  PENGAJAR_NAMA_PANJANG,
  PERTEMUAN_KEHADIRAN,
} from '../../../test/kehadiranPertemuanFixtures';
import { UbahKehadiranPengajarModal } from './UbahKehadiranPengajarModal';

const meta = {
  title: 'Views/UbahKehadiranPengajarModal',
  component: UbahKehadiranPengajarModal,
  parameters: {
    screenshot: { target: 'viewport' },
    docs: { story: { inline: false, height: '900px' } },
  },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    data: PENGAJAR_KEHADIRAN,
    tanggal: PERTEMUAN_KEHADIRAN.waktu_mulai,
    timeZone: 'Asia/Jakarta',
    onSubmit: fn(),
  },
} satisfies Meta<typeof UbahKehadiranPengajarModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Present lecturers with their times; absent ones with the times disabled. */
export const Default: Story = {};

/** A lecturer turned present without times: spec 5's message on the start. */
export const Galat: Story = {
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    const rina = within(b.getByRole('group', { name: 'Rina Wulandari, S.T., M.T.' }));
    await userEvent.click(rina.getByRole('switch', { name: 'Hadir' }));
    await userEvent.click(b.getByRole('button', { name: 'Simpan' }));
    await expect(
      b.getByText('Memulai kuliah dosen Rina Wulandari wajib diisi'),
    ).toBeInTheDocument();
  },
};

export const GalatServer: Story = {
  args: { galat: 'Kehadiran dosen belum dapat diubah karena pertemuan belum dimulai' },
};

/** Saving: every field disabled, 'Simpan' pending. */
export const Loading: Story = { args: { isPending: true } };

/** Every lecturer absent: all time pickers disabled. */
export const Disabled: Story = {
  args: {
    data: PENGAJAR_KEHADIRAN.map((p) => ({
      ...p,
      ada_presensi: true,
      is_hadir: false,
      mulai_kuliah: null,
      selesai_kuliah: null,
    })),
  },
};

export const Empty: Story = { args: { data: [] } };

export const LongText: Story = { args: { data: PENGAJAR_NAMA_PANJANG } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

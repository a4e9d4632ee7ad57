import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PembatasanUjianView } from './PembatasanUjianView';

const kurang = {
  nama: 'Kehadiran Minimal Ujian',
  berlaku: true,
  memenuhi_syarat: false,
  kekurangan: [{ keterangan: 'Kehadiran 42,8% dari minimal 75% (hadir 3 dari 7 pertemuan)' }],
  persen_kehadiran: 42.8,
  persen_minimal: 75,
  hadir: 3,
  total: 7,
  pertemuan: { nomor: 8, judul: 'Ujian Tengah Semester' },
};

const meta = {
  title: 'Views/Kehadiran/PembatasanUjianView',
  component: PembatasanUjianView,
  args: { data: kurang, hrefKelas: '/kelas/20251_K1_IF101_A', onMuatUlang: fn() },
} satisfies Meta<typeof PembatasanUjianView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A student short of the minimum: the shortfall as arrears, the way back to the class. */
export const Dibatasi: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Akses Ujian Dibatasi' })).toBeVisible();
    await expect(
      canvas.getByRole('row', { name: /Kehadiran 42,8% dari minimal 75%/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kembali ke Kelas' })).toBeVisible();
  },
};

/** The status is being asked for again. */
export const SedangMemeriksa: Story = { args: { isMemuat: true } };

/** Met meanwhile (a mark was corrected): the way into the class. */
export const Terpenuhi: Story = {
  args: {
    data: { ...kurang, memenuhi_syarat: true, kekurangan: [], hadir: 6, persen_kehadiran: 85.7 },
  },
};

export const Memuat: Story = { args: { data: null } };

export const GagalMemuat: Story = { args: { data: null, galat: 'Network Error' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

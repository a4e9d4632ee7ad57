import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BerkasDipilih } from './BerkasDipilih';

const xlsx = (nama: string, ukuran: number) =>
  new File([new Uint8Array(ukuran)], nama, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

const meta = {
  title: 'Files/BerkasDipilih',
  component: BerkasDipilih,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  args: { berkas: xlsx('impor-soal-pilihan.xlsx', 18_432), onHapus: fn() },
} satisfies Meta<typeof BerkasDipilih>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Hapus impor-soal-pilihan.xlsx' }),
    );
    await expect(args.onHapus).toHaveBeenCalled();
  },
};

/** While the form is sent the file cannot be removed. */
export const Disabled: Story = { args: { isDisabled: true } };

/** A long name is shortened in the middle, the extension kept; the full name is its title. */
export const LongText: Story = {
  args: {
    berkas: xlsx(
      'bank-soal-struktur-data-dan-algoritma-semester-ganjil-2026-kelas-a-revisi-akhir.xlsx',
      2_400_000,
    ),
  },
};

/** An empty file (0 B) still shows its row. */
export const Empty: Story = { args: { berkas: xlsx('kosong.xlsx', 0) } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

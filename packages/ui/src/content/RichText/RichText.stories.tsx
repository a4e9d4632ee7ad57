import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TEKS_PERTEMUAN_HTML } from '../../test/lmsFixtures';
import { RichText } from './RichText';

const meta = {
  title: 'Content/RichText',
  component: RichText,
  args: { html: TEKS_PERTEMUAN_HTML },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { html: '' } };

/** Scripts, event handlers, javascript: links and forms are removed. */
export const Sanitised: Story = {
  args: {
    html: `<p>Teks aman</p><script>alert('x')</script><img src="${'data:,'}" onerror="alert('x')" alt=""><a href="javascript:alert('x')">tautan berbahaya</a><form><input value="x" aria-label="x"></form>`,
  },
};

export const LongText: Story = {
  args: {
    html: '<p>Mahasiswa diharapkan telah membaca bab pertama buku ajar sebelum perkuliahan dimulai, kemudian menuliskan ringkasan sepanjang satu halaman yang memuat definisi basis data, sistem manajemen basis data, perbedaan antara data dan informasi, serta contoh penerapan basis data pada sistem informasi akademik perguruan tinggi di Indonesia. Ringkasan dikumpulkan melalui menu tugas paling lambat hari Jumat pukul 23.59 WIB.</p><p>https://perpustakaan.kampus.example/koleksi/basis-data/modul-pertemuan-pertama-versi-terbaru-2025.pdf</p>',
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

/**
 * The text's list and heading styles stay inside it: a list next to it (a breadcrumb is one)
 * keeps the kit's reset.
 */
export const StaysInside: Story = {
  args: { html: '<ol><li>Di dalam</li></ol><h2>Judul di dalam</h2>' },
  render: (args) => (
    <div>
      <ol aria-label="Daftar di luar">
        <li>Di luar</li>
      </ol>
      <h2>Judul di luar</h2>
      <RichText {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const luar = getComputedStyle(canvas.getByRole('list', { name: 'Daftar di luar' }));
    await expect(luar.paddingInlineStart).toBe('0px');
    await expect(luar.listStyleType).toBe('none');
    const dalam = getComputedStyle(canvas.getByText('Di dalam').parentElement as HTMLElement);
    await expect(dalam.paddingInlineStart).not.toBe('0px');
    const judulLuar = getComputedStyle(canvas.getByRole('heading', { name: 'Judul di luar' }));
    await expect(judulLuar.marginTop).toBe('0px');
  },
};

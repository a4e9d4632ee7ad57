import type { Meta, StoryObj } from '@storybook/react-vite';
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

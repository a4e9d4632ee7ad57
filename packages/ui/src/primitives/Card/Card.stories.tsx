import type { Meta, StoryObj } from '@storybook/react-vite';
import Plus from 'lucide-react/icons/plus';
import { Button } from '../Button';
import { Card, cardPaddings } from './Card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    title: 'Pengumuman',
    children: 'Perkuliahan pada tanggal 17 Agustus 2025 diliburkan dalam rangka Hari Kemerdekaan.',
  },
  argTypes: { padding: { control: 'inline-radio', options: cardPaddings } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithActions: Story = {
  args: {
    title: 'Pertemuan',
    headerActions: (
      <Button size="small" icon={<Plus />}>
        Tambah
      </Button>
    ),
  },
};

export const WithoutTitle: Story = { args: { title: undefined } };

export const Paddings: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {cardPaddings.map((padding) => (
        <Card key={padding} {...args} title={`Padding ${padding}`} padding={padding} />
      ))}
    </div>
  ),
};

export const LongText: Story = {
  args: {
    title:
      'Pemberitahuan Perubahan Jadwal Ujian Tengah Semester Ganjil Tahun Akademik 2025/2026 Fakultas Ilmu Komputer',
    headerActions: (
      <Button size="small" variant="secondary">
        Lihat Semua
      </Button>
    ),
    children:
      'Sehubungan dengan pelaksanaan kegiatan akreditasi program studi, jadwal ujian tengah semester untuk seluruh mata kuliah wajib dan pilihan dipindahkan ke minggu berikutnya. Mahasiswa diharapkan memeriksa kembali jadwal masing-masing melalui menu Kelas Kuliah.',
  },
};

export const Mobile: Story = {
  args: WithActions.args,
  globals: { viewport: { value: 'mobile' } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import BookOpen from 'lucide-react/icons/book-open';
import CircleHelp from 'lucide-react/icons/circle-help';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import { HelpCard } from './HelpCard';

const meta = {
  title: 'Content/HelpCard',
  component: HelpCard,
  args: {
    icon: <BookOpen />,
    title: 'Panduan Mahasiswa',
    subtitle: 'Cara mengikuti kelas, mengumpulkan tugas dan mengerjakan ujian.',
    href: 'https://bantuan.kampus.example/mahasiswa',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HelpCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutSubtitle: Story = {
  args: { icon: <CircleHelp />, title: 'Pertanyaan Umum', subtitle: undefined },
};

export const Grid: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 'none' }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: 12,
        gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
      }}
    >
      <HelpCard
        icon={<BookOpen />}
        title="Panduan Mahasiswa"
        subtitle="Mengikuti kelas dan ujian."
        href="https://bantuan.kampus.example/mahasiswa"
      />
      <HelpCard
        icon={<LifeBuoy />}
        title="Layanan Helpdesk"
        subtitle="Hubungi tim dukungan akademik."
        href="https://bantuan.kampus.example/helpdesk"
      />
      <HelpCard
        icon={<CircleHelp />}
        title="Pertanyaan Umum"
        href="https://bantuan.kampus.example/faq"
      />
    </div>
  ),
};

export const LongText: Story = {
  args: {
    icon: <LifeBuoy />,
    title:
      'Panduan Lengkap Penggunaan Learning Management System untuk Dosen Pengampu dan Operator Program Studi',
    subtitle:
      'Penjelasan langkah demi langkah mengenai pengelolaan pertemuan, materi, kuis dan ujian, konferensi video, rekap kehadiran, serta integrasi nilai ke SIAKAD.',
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { KELAS, KELAS_TEKS_PANJANG } from '../../../test/fixtures';
import { ClassHighlightCard } from './ClassHighlightCard';

const { id: _id, ...kelas } = KELAS[0] ?? KELAS_TEKS_PANJANG;

const meta = {
  title: 'Views/ClassHighlightCard',
  component: ClassHighlightCard,
  args: kelas,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ClassHighlightCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithBannerImage: Story = { args: KELAS[3] };

export const DefaultBanners: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {[0, 1, 2, 3, 4, 5, 6, 7].map((bannerIndex) => (
        <ClassHighlightCard
          key={bannerIndex}
          {...args}
          namaMataKuliah={`Banner ${bannerIndex}`}
          bannerIndex={bannerIndex}
          pengajar={[]}
          jadwal={[]}
        />
      ))}
    </div>
  ),
};

export const Statuses: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {['akan_dimulai', 'berlangsung', 'selesai', 'tidak_dikenal'].map((status) => (
        <ClassHighlightCard key={status} {...args} status={status} />
      ))}
    </div>
  ),
};

export const WithoutLecturerAndSchedule: Story = { args: { pengajar: [], jadwal: [] } };

export const LongText: Story = { args: KELAS_TEKS_PANJANG };

export const Mobile: Story = {
  args: KELAS_TEKS_PANJANG,
  globals: { viewport: { value: 'mobile' } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BERKAS } from '../../test/lmsFixtures';
import { FileCard } from './FileCard';

const meta = {
  title: 'Files/FileCard',
  component: FileCard,
  args: { berkas: BERKAS[0]! },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Removable: Story = { args: { onRemove: fn() } };

/** One card per extension group (spec 3), and a file with no extension. */
export const Groups: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {BERKAS.map((b) => (
        <FileCard key={b.name} berkas={b} />
      ))}
    </div>
  ),
};

/** Without a known size only the name shows. */
export const WithoutSize: Story = { args: { berkas: { name: 'tautan.pdf', url: BERKAS[0]!.url } } };

export const LongText: Story = {
  args: {
    berkas: {
      name: 'Laporan Akhir Praktikum Sistem Basis Data Kelompok Tujuh Revisi Ketiga.pdf',
      url: BERKAS[0]!.url,
      content_length: 7_654_321,
    },
    onRemove: fn(),
  },
};

export const Mobile: Story = {
  args: { onRemove: fn() },
  globals: { viewport: { value: 'mobile' } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tag, tagAppearances, tagTones } from './Tag';

const meta = {
  title: 'Primitives/Tag',
  component: Tag,
  args: { children: 'Sedang Berlangsung', tone: 'success' },
  argTypes: {
    tone: { control: 'select', options: tagTones },
    appearance: { control: 'inline-radio', options: tagAppearances },
  },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {tagAppearances.map((appearance) => (
        <div key={appearance} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {tagTones.map((tone) => (
            <Tag key={tone} tone={tone} appearance={appearance}>
              {tone}
            </Tag>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const UnknownTone: Story = {
  args: { tone: 'ungu', children: 'Warna tidak dikenal menjadi abu-abu' },
};

export const LongText: Story = {
  render: () => (
    <div style={{ width: 220 }}>
      <Tag tone="primary">Periode 2025/2026 Semester Pendek Antara Tahun Akademik</Tag>
    </div>
  ),
};

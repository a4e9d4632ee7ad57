import type { Meta, StoryObj } from '@storybook/react-vite';
import { KELAS, KELAS_TEKS_PANJANG } from '../../../test/fixtures';
import { ClassHighlightGrid } from './ClassHighlightGrid';

const meta = {
  title: 'Views/ClassHighlightGrid',
  component: ClassHighlightGrid,
  args: { kelas: KELAS, isLoading: false },
} satisfies Meta<typeof ClassHighlightGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { args: { isLoading: true } };

export const Empty: Story = { args: { kelas: [] } };

export const LongText: Story = { args: { kelas: [KELAS_TEKS_PANJANG, ...KELAS.slice(0, 2)] } };

export const Tablet: Story = { globals: { viewport: { value: 'tablet' } } };

export const Mobile: Story = {
  args: { kelas: KELAS.slice(0, 2) },
  globals: { viewport: { value: 'mobile' } },
};

export const MobileLoading: Story = {
  args: { isLoading: true, skeletonCount: 2 },
  globals: { viewport: { value: 'mobile' } },
};

export const MobileEmpty: Story = {
  args: { kelas: [] },
  globals: { viewport: { value: 'mobile' } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { LOGO_URL, NAMA_KAMPUS, URL_RUSAK } from '../../test/fixtures';
import { Logo, logoSizes } from './Logo';

const meta = {
  title: 'Primitives/Logo',
  component: Logo,
  args: { name: NAMA_KAMPUS, src: LOGO_URL },
  argTypes: { size: { control: 'inline-radio', options: logoSizes } },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {};

export const Fallback: Story = { args: { src: null } };

export const BrokenImage: Story = { args: { src: URL_RUSAK } };

export const Large: Story = { args: { size: 'large' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Card } from '../../../primitives/Card';
import {
  PERTEMUAN_BELUM_DIMULAI,
  PERTEMUAN_BERLANGSUNG,
  PERTEMUAN_SELESAI,
  PERTEMUAN_TEKS_PANJANG,
  PERTEMUAN_UTS,
} from '../../../test/kelasFixtures';
import { PertemuanDetail } from './PertemuanDetail';

const aksiStaf = {
  onEdit: fn(),
  onEditTeks: fn(),
  onStart: fn(),
  onEnd: fn(),
};

const meta = {
  title: 'Views/PertemuanDetail',
  component: PertemuanDetail,
  args: { pertemuan: PERTEMUAN_SELESAI, onRetry: fn() },
  argTypes: { children: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PertemuanDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A student's view of a finished meeting: no actions. */
export const Default: Story = {};

/** Staff, not started yet: 'Mulai Pertemuan'. No title, text or description. */
export const BelumDimulaiStaf: Story = {
  args: { pertemuan: PERTEMUAN_BELUM_DIMULAI, ...aksiStaf },
};

/** Staff, running: 'Akhiri Pertemuan'. */
export const BerlangsungStaf: Story = { args: { pertemuan: PERTEMUAN_BERLANGSUNG, ...aksiStaf } };

export const Starting: Story = {
  args: { pertemuan: PERTEMUAN_BELUM_DIMULAI, ...aksiStaf, isStarting: true },
};

/** A student sees the same meeting without any action. */
/** A lecturer during the meeting: 'Kehadiran Kelas' opens its attendance. */
export const DenganKehadiran: Story = {
  args: {
    pertemuan: PERTEMUAN_BERLANGSUNG,
    ...aksiStaf,
    hrefKehadiran: '/kelas/kls-1/pertemuan-2/kehadiran',
  },
};

export const BerlangsungMahasiswa: Story = { args: { pertemuan: PERTEMUAN_BERLANGSUNG } };

export const Uts: Story = { args: { pertemuan: PERTEMUAN_UTS, timeZone: 'Asia/Makassar' } };

/** The materials board (issue 6) goes below. */
export const WithChildren: Story = {
  args: {
    pertemuan: PERTEMUAN_BERLANGSUNG,
    children: (
      <Card title="Materi" titleLevel={3}>
        <p>Papan materi pertemuan.</p>
      </Card>
    ),
  },
};

export const Loading: Story = { args: { pertemuan: null, isLoading: true } };

export const LoadFailed: Story = { args: { pertemuan: null, isError: true } };

export const LongText: Story = { args: { pertemuan: PERTEMUAN_TEKS_PANJANG, ...aksiStaf } };

export const Mobile: Story = {
  args: { pertemuan: PERTEMUAN_TEKS_PANJANG, ...aksiStaf },
  globals: { viewport: { value: 'mobile' } },
};

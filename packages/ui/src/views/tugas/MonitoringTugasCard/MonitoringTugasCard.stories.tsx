import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TUGAS_BELUM_MULAI, TUGAS_MONITORING } from '../../../test/tugasFixtures';
import { MonitoringTugasCard } from './MonitoringTugasCard';

const meta = {
  title: 'Views/Tugas/MonitoringTugasCard',
  component: MonitoringTugasCard,
  args: { tugas: TUGAS_MONITORING, href: '/tugas/t-1', timeZone: 'Asia/Jakarta', onRetry: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MonitoringTugasCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Handed in by 31 of 40 (2 late), 12 graded. */
export const Default: Story = {};

/** A lecturer of the class: edit and delete. */
export const Pengajar: Story = { args: { onUbah: fn(), onHapus: fn() } };

/** Not started yet: nothing to count (a group assignment, long title). */
export const LongText: Story = { args: { tugas: TUGAS_BELUM_MULAI, onUbah: fn(), onHapus: fn() } };

/** Every submission graded. */
export const SudahDinilai: Story = {
  args: {
    tugas: {
      ...TUGAS_MONITORING,
      rekap: {
        status: 'Sudah Dinilai',
        jumlah_target: 40,
        jumlah_pengumpulan: 40,
        jumlah_terlambat: 0,
        jumlah_dinilai: 40,
        rata_rata_nilai: 84,
      },
    },
  },
};

/** Nobody handed in yet (and no counts for a student: rekap null). */
export const Empty: Story = { args: { tugas: { ...TUGAS_MONITORING, rekap: null } } };

export const Disabled: Story = {
  args: {
    tugas: {
      ...TUGAS_MONITORING,
      rekap: {
        status: 'Belum Ada Pengumpulan',
        jumlah_target: 40,
        jumlah_pengumpulan: 0,
        jumlah_terlambat: 0,
        jumlah_dinilai: 0,
        rata_rata_nilai: null,
      },
    },
  },
};

export const Loading: Story = { args: { tugas: null, isLoading: true } };

export const LoadFailed: Story = { args: { tugas: null, isError: true } };

export const Mobile: Story = {
  args: { onUbah: fn(), onHapus: fn() },
  globals: { viewport: { value: 'mobile' } },
};

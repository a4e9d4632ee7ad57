import type { KeadaanHalaman } from '@kampus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { LOG_AKTIVITAS } from '../../../test/lmsFixtures';
import { ActivityTimeline, type ActivityTimelineProps } from './ActivityTimeline';

function Berhalaman(args: ActivityTimelineProps) {
  const [h, setH] = useState<KeadaanHalaman>({ page: args.page, pageSize: args.pageSize ?? 5 });
  const mulai = (h.page - 1) * h.pageSize;
  return (
    <ActivityTimeline
      {...args}
      page={h.page}
      pageSize={h.pageSize}
      aktivitas={args.aktivitas.slice(mulai, mulai + h.pageSize)}
      onPageChange={(baru) => {
        setH(baru);
        args.onPageChange(baru);
      }}
    />
  );
}

const meta = {
  title: 'Views/ActivityTimeline',
  component: ActivityTimeline,
  args: {
    aktivitas: LOG_AKTIVITAS,
    peranPenampil: 'mahasiswa',
    page: 1,
    total: LOG_AKTIVITAS.length,
    onPageChange: fn(),
  },
  render: (args) => <Berhalaman {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ActivityTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A student sees the 'operator' tag on the entry an operator made for them. */
export const Default: Story = {};

/** Operators see no 'operator' tag. */
export const OperatorViewer: Story = { args: { peranPenampil: 'operator' } };

export const Empty: Story = { args: { aktivitas: [], total: 0 } };

export const Loading: Story = { args: { isLoading: true } };

export const LoadFailed: Story = { args: { isError: true, onRetry: fn() } };

export const LongText: Story = {
  args: {
    aktivitas: [
      {
        id: 'panjang',
        detail:
          'Mengunggah jawaban kuis "Evaluasi Tengah Semester Metodologi Penelitian Kuantitatif dan Kualitatif untuk Pengembangan Sistem Informasi Kesehatan Masyarakat" beserta tiga lampiran pendukung',
        waktu: '2025-09-01T21:45:00+07:00',
        ip_address: '2001:0db8:85a3:0000:0000:8a2e:0370:7334',
        role: 'ROLE_MAHASISWA',
        operator: true,
      },
      ...LOG_AKTIVITAS.slice(0, 2),
    ],
    total: 3,
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

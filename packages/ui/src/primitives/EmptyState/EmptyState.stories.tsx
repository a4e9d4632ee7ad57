import type { Meta, StoryObj } from '@storybook/react-vite';
import Plus from 'lucide-react/icons/plus';
import Users from 'lucide-react/icons/users';
import { Button } from '../Button';
import { EmptyState, PESAN_KOSONG } from './EmptyState';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Class detail, Data Peserta (spec 2). */
export const PesertaKelas: Story = {
  args: { pesan: PESAN_KOSONG.pesertaKelas, icon: <Users /> },
};

/** Question bank detail (spec 2), with the add action. */
export const BankSoal: Story = {
  args: {
    pesan: PESAN_KOSONG.bankSoal,
    action: <Button icon={<Plus />}>Tambah Soal</Button>,
  },
};

export const LongText: Story = {
  args: {
    pesan:
      'Belum ada materi, tugas, kuis, forum diskusi, maupun konferensi video yang dijadwalkan untuk pertemuan ini. Dosen pengampu dapat menambahkan aktivitas dari menu pertemuan.',
  },
};

export const Mobile: Story = {
  args: BankSoal.args,
  globals: { viewport: { value: 'mobile' } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Callout, calloutTones } from './Callout';

const meta = {
  title: 'Primitives/Callout',
  component: Callout,
  argTypes: { tone: { control: 'select', options: calloutTones } },
  args: {
    tone: 'warning',
    judul: 'Soal belum lengkap',
    children: 'Mahasiswa belum dapat mengerjakan kuis ini sampai setiap kelompok memiliki soalnya.',
  },
} satisfies Meta<typeof Callout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Peringatan: Story = {};

/** Every tone, with and without a title. */
export const SemuaNada: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      {calloutTones.map((tone) => (
        <Callout key={tone} tone={tone} judul={tone === 'info' ? undefined : `Nada ${tone}`}>
          Kunci jawaban tampil bagi mahasiswa yang sudah mengumpulkan mulai waktu ini.
        </Callout>
      ))}
    </div>
  ),
};

/** A list of reasons, as the exam editor shows them. */
export const DaftarMasalah: Story = {
  args: {
    children: (
      <ul>
        <li>Kelompok 1 (Pilihan Ganda) belum memiliki soal</li>
        <li>Kelompok 2 (Esai) membutuhkan 3 soal, baru ada 1</li>
      </ul>
    ),
  },
};

/** Only a title (empty body). */
export const TanpaIsi: Story = { args: { children: undefined, tone: 'danger', role: 'alert' } };

export const Mobile: Story = {
  args: DaftarMasalah.args,
  globals: { viewport: { value: 'mobile' } },
};

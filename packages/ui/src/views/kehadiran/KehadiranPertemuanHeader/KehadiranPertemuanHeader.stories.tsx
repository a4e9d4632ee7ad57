import { TEKS_SEDANG_UPDATE } from '@kampus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  KELAS_KEHADIRAN,
  PERTEMUAN_HEADER,
  SYARAT_PERSENTASE_KELAS,
} from '../../../test/kehadiranPertemuanFixtures';
import { KehadiranPertemuanHeader } from './KehadiranPertemuanHeader';

const meta = {
  title: 'Views/KehadiranPertemuanHeader',
  component: KehadiranPertemuanHeader,
  args: {
    kelas: KELAS_KEHADIRAN,
    pertemuan: PERTEMUAN_HEADER,
    minimalPersen: 60,
    jumlahPeserta: 40,
    jumlahHadir: 33,
    rataRataPersen: 82.5,
    syaratPersentaseKelas: SYARAT_PERSENTASE_KELAS,
    timeZone: 'Asia/Jakarta',
    onUpdateProgres: fn(),
    onUpdateManual: fn(),
  },
} satisfies Meta<typeof KehadiranPertemuanHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An online meeting: minimum progress, the average with a tick (class percentage rule on). */
export const Default: Story = {};

/** The average under the rule's minimum: a cross. */
export const TidakMemenuhi: Story = { args: { rataRataPersen: 55 } };

/** An offline meeting with QR in use: no minimum nor average; 'Generate QR Code'. */
export const OfflineQr: Story = {
  args: {
    pertemuan: { ...PERTEMUAN_HEADER, jenis: 'offline', status: 'berlangsung' },
    qrHref: 'https://lms.kampus.example/qr/pertemuan-2',
  },
};

/** A recalculation is processing: 'Update Kehadiran Manual' disabled with its reason. */
export const Disabled: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  args: { statusHitung: 'processing' },
  play: async ({ canvasElement }) => {
    const tombol = within(canvasElement).getByRole('button', { name: 'Update Kehadiran Manual' });
    while (canvasElement.ownerDocument.activeElement !== tombol) await userEvent.tab();
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent(TEKS_SEDANG_UPDATE);
  },
};

/** 'Update Progres' sent, waiting for the server. */
export const UpdateProgresPending: Story = { args: { isUpdateProgresPending: true } };

/** Before the lecture starts: no lecture times, nobody present yet. */
export const Empty: Story = {
  args: {
    pertemuan: {
      ...PERTEMUAN_HEADER,
      status: 'belum_dimulai',
      mulai_kuliah: null,
      selesai_kuliah: null,
    },
    jumlahHadir: 0,
    rataRataPersen: null,
  },
};

/** Without write permission: no action bar. */
export const ReadOnly: Story = { args: { onUpdateProgres: undefined, onUpdateManual: undefined } };

export const Loading: Story = { args: { kelas: null, pertemuan: null, isLoading: true } };

export const LoadFailed: Story = { args: { isError: true, onRetry: fn() } };

export const LongText: Story = {
  args: {
    kelas: {
      mata_kuliah: {
        kode: 'IF4099',
        nama: 'Topik Khusus Rekayasa Perangkat Lunak Berbasis Kecerdasan Artifisial dan Sistem Terdistribusi',
      },
      kelas: { nama: 'Internasional B', jenis: { nama: 'Kelas Karyawan Akhir Pekan' } },
    },
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

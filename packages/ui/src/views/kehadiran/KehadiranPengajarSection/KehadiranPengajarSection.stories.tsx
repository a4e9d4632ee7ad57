import { TEKS_SYARAT_DOSEN_KOSONG } from '@kampus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  PENGAJAR_KEHADIRAN,
  PENGAJAR_NAMA_PANJANG,
  PENGAJAR_TANPA_SYARAT,
} from '../../../test/kehadiranPertemuanFixtures';
import { KehadiranPengajarSection } from './KehadiranPengajarSection';

const meta = {
  title: 'Views/KehadiranPengajarSection',
  component: KehadiranPengajarSection,
  args: {
    data: PENGAJAR_KEHADIRAN,
    jenisPertemuan: 'online',
    validasiAktif: true,
    onUbah: fn(),
  },
} satisfies Meta<typeof KehadiranPengajarSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Hovering the info button lists the requirements, met or not, with the reason. */
export const SyaratTerbuka: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tombol = canvas.getByRole('button', {
      name: 'Syarat kehadiran Rina Wulandari, S.T., M.T.',
    });
    while (canvasElement.ownerDocument.activeElement !== tombol) await userEvent.tab();
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Kuliah belum dimulai');
  },
};

/** No requirement set: the tooltip says the operator configuration is missing. */
export const TanpaSyarat: Story = {
  args: { data: PENGAJAR_TANPA_SYARAT },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tombol = canvas.getByRole('button', {
      name: 'Syarat kehadiran Dr. Budi Santoso, M.Kom.',
    });
    while (canvasElement.ownerDocument.activeElement !== tombol) await userEvent.tab();
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent(TEKS_SYARAT_DOSEN_KOSONG);
  },
};

/** An offline meeting without validation: primary present, dark absent, no validation label. */
export const OfflineTanpaValidasi: Story = {
  args: { jenisPertemuan: 'offline', validasiAktif: false },
};

/** Without write permission there is no 'Ubah Kehadiran Pengajar'. */
export const ReadOnly: Story = { args: { onUbah: undefined } };

export const Disabled: Story = {
  args: {
    isUbahDisabled: true,
    ubahDisabledReason: 'Kehadiran dosen belum dapat diubah karena pertemuan belum dimulai',
  },
};

export const Empty: Story = { args: { data: [] } };

export const Loading: Story = { args: { data: [], isLoading: true } };

export const LoadFailed: Story = { args: { isError: true, onRetry: fn() } };

export const LongText: Story = { args: { data: PENGAJAR_NAMA_PANJANG } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

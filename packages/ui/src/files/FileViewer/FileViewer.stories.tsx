import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DOKUMEN_URL } from '../../test/lmsFixtures';
import { FileViewer } from './FileViewer';

// Stories never reach the external viewer: `viewerUrl` points at a local data: document.
const meta = {
  title: 'Files/FileViewer',
  component: FileViewer,
  args: {
    url: '/berkas/modul-1.pdf',
    viewerUrl: DOKUMEN_URL,
    title: 'Modul 1: Pengantar Basis Data',
  },
} satisfies Meta<typeof FileViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument());
  },
};

export const WithoutOpenLink: Story = {
  args: { showOpenLink: false },
  play: Default.play,
};

export const LongText: Story = {
  args: {
    title:
      'Laporan Akhir Praktikum Sistem Basis Data Kelompok Tujuh Revisi Ketiga Tahun Akademik 2025/2026',
  },
  play: Default.play,
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } }, play: Default.play };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createToastQueue, ToastRegion } from '../../../primitives/Toast';
import { SOAL_UJIAN_SUMBER, TOTAL_UJIAN_SUMBER, UJIAN_SUMBER } from './fixtures';
import { SalinSoalUjianModal, type SalinSoalUjianModalProps } from './SalinSoalUjianModal';
import type { UjianSumberSoal } from './types';

/** The modal as a page feeds it: the chosen exam kept here, its own toast region. */
function Halaman(args: SalinSoalUjianModalProps) {
  const [antrian] = useState(createToastQueue);
  const [terpilih, setTerpilih] = useState<UjianSumberSoal | null>(args.ujianTerpilih);
  return (
    <>
      <SalinSoalUjianModal
        {...args}
        ujianTerpilih={terpilih}
        onPilihUjian={(u) => {
          setTerpilih(u);
          args.onPilihUjian(u);
        }}
        toastQueue={antrian}
      />
      <ToastRegion queue={antrian} />
    </>
  );
}

const DAFTAR = {
  rows: UJIAN_SUMBER,
  total: TOTAL_UJIAN_SUMBER,
  page: 1,
  onPage: fn(),
  search: '',
  onSearch: fn(),
};
const KUIS_1 = UJIAN_SUMBER[0] as UjianSumberSoal;

const meta = {
  title: 'Views/SalinSoalUjianModal',
  component: SalinSoalUjianModal,
  render: (args) => <Halaman {...args} />,
  parameters: { screenshot: { target: 'viewport' } },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    ujian: DAFTAR,
    ujianTerpilih: null,
    onPilihUjian: fn(),
    soal: { rows: SOAL_UJIAN_SUMBER },
    onSalin: fn(async () => undefined),
  },
} satisfies Meta<typeof SalinSoalUjianModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (canvasElement: HTMLElement) => {
  const d = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: 'Salin dari Kuis/Ujian',
  });
  await waitFor(() => expect(d).toBeVisible());
  return within(d);
};

/** Step 1: the exams of the course's classes, each with 'Pilih'. */
export const PilihUjian: Story = {};

/** Step 2: the chosen exam's questions, all chosen with 'select all'. */
export const PilihSoal: Story = {
  args: { ujianTerpilih: KUIS_1 },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement);
    await userEvent.click(await d.findByRole('checkbox', { name: 'Pilih semua baris' }));
    await expect(d.getByText('7 soal dipilih')).toBeVisible();
  },
};

/** 'Pilih' on an exam moves to its questions; 'Kembali' returns. */
export const Alur: Story = {
  play: async ({ canvasElement, args }) => {
    const d = await dialog(canvasElement);
    await userEvent.click(d.getByRole('button', { name: 'Pilih Kuis 2: SQL Dasar (Kelas A)' }));
    await expect(args.onPilihUjian).toHaveBeenCalledWith(UJIAN_SUMBER[1]);
    await waitFor(() => expect(d.getByText('Langkah 2 dari 2: pilih soal')).toBeVisible());
    await userEvent.click(await d.findByRole('checkbox', { name: /^Pilih soal Kunci primer/ }));
    await expect(d.getByText('1 soal dipilih')).toBeVisible();
  },
};

/** 'Salin' with nothing chosen. */
export const TidakAdaDipilih: Story = {
  args: { ujianTerpilih: KUIS_1 },
  play: async ({ canvasElement, args }) => {
    const d = await dialog(canvasElement);
    await userEvent.click(d.getByRole('button', { name: 'Salin' }));
    await expect(d.getByRole('alert')).toHaveTextContent('Tidak ada soal yang dipilih');
    await expect(args.onSalin).not.toHaveBeenCalled();
  },
};

/** A bank with room for two more: three chosen are refused. */
export const MelebihiSisa: Story = {
  args: { ujianTerpilih: KUIS_1, sisa: 2 },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement);
    for (const nama of [
      /^Pilih soal Operasi/,
      /^Pilih soal Kunci primer/,
      /^Pilih soal Jelaskan/,
    ]) {
      await userEvent.click(await d.findByRole('checkbox', { name: nama }));
    }
    await userEvent.click(d.getByRole('button', { name: 'Salin' }));
    await expect(d.getByRole('alert')).toHaveTextContent(
      'Bank soal hanya dapat menampung 2 soal lagi',
    );
  },
};

export const MemuatUjian: Story = {
  args: { ujian: { ...DAFTAR, rows: [], total: 0, isLoading: true } },
};

export const MemuatSoal: Story = {
  args: { ujianTerpilih: KUIS_1, soal: { rows: [], isLoading: true } },
};

/** The exams failed to load: 'NO DATA' with a retry. */
export const GagalUjian: Story = {
  args: { ujian: { ...DAFTAR, rows: [], total: 0, isError: true, onRetry: fn() } },
};

export const GagalSoal: Story = {
  args: { ujianTerpilih: KUIS_1, soal: { rows: [], isError: true, onRetry: fn() } },
};

/** No exam to copy from. */
export const KosongUjian: Story = { args: { ujian: { ...DAFTAR, rows: [], total: 0 } } };

/** An exam without questions. */
export const UjianTanpaSoal: Story = {
  args: { ujianTerpilih: UJIAN_SUMBER[4] as UjianSumberSoal, soal: { rows: [] } },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};

export const MobilePilihSoal: Story = {
  args: { ujianTerpilih: KUIS_1 },
  globals: { viewport: { value: 'mobile' } },
};

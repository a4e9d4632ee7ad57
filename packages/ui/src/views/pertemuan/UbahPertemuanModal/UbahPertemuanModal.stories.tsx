import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createToastQueue, ToastRegion } from '../../../primitives/Toast';
import {
  BENTROK_MEMBLOKIR,
  BENTROK_RUANGAN_ABAIKAN,
  PERTEMUAN_JUDUL_PANJANG_STAF,
  PERTEMUAN_KOSONG,
  PERTEMUAN_OFFLINE,
  PERTEMUAN_ONLINE,
  RUANGAN,
  SESI_KULIAH,
} from '../../../test/kelasStafFixtures';
import { UbahPertemuanModal, type UbahPertemuanModalProps } from './UbahPertemuanModal';

/** The modal with a toast region of the story's own (validation and check failures toast). */
function DenganToast(props: UbahPertemuanModalProps) {
  const [antrian] = useState(createToastQueue);
  return (
    <>
      <UbahPertemuanModal {...props} toastQueue={antrian} />
      <ToastRegion queue={antrian} />
    </>
  );
}

const meta = {
  title: 'Views/UbahPertemuanModal',
  component: UbahPertemuanModal,
  render: (args) => <DenganToast {...args} />,
  parameters: {
    screenshot: { target: 'viewport' },
    docs: { story: { inline: false, height: '900px' } },
  },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    pertemuan: PERTEMUAN_OFFLINE,
    sesi: SESI_KULIAH,
    ruangan: RUANGAN,
    role: 'operator',
    jadwalBisaDiubah: true,
    onCekJadwal: fn(async () => BENTROK_MEMBLOKIR),
    onSubmit: fn(async () => undefined),
    onRuanganRange: fn(),
  },
} satisfies Meta<typeof UbahPertemuanModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** An offline meeting as stored: nothing changed yet. */
export const Default: Story = {};

/** Unchanged: 'Simpan' is disabled and says why (spec 5). */
export const Unchanged: Story = {
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    // Tooltips open on hover only after a pointer interaction (RAC modality).
    await userEvent.click(await b.findByRole('heading', { name: 'Ubah Data Pertemuan' }));
    await userEvent.hover(b.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(b.getByText('Tidak ada perubahan data')).toBeVisible());
  },
};

/** Changed but not checked yet: the other tooltip. */
export const NotChecked: Story = {
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click(await b.findByRole('radio', { name: 'UTS' }));
    await userEvent.hover(b.getByRole('button', { name: 'Simpan' }));
    await expect(
      await b.findByText('Cek jadwal terlebih dahulu. Pastikan tidak ada jadwal yang bentrok'),
    ).toBeVisible();
  },
};

/** 'Cek Jadwal' found blocking conflicts; the room group may be ignored. */
export const ConflictResult: Story = {
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click(await b.findByRole('button', { name: 'Cek Jadwal' }));
    const hasil = await b.findByRole('region', { name: 'Hasil Cek Jadwal' });
    await expect(within(hasil).getByText('Boleh diabaikan')).toBeVisible();
    await expect(within(hasil).getByText('Ada jadwal yang bentrok')).toBeVisible();
  },
};

/** Only an ignorable room conflict after a change: 'Simpan' is enabled. */
export const IgnorableConflict: Story = {
  args: { onCekJadwal: fn(async () => BENTROK_RUANGAN_ABAIKAN) },
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click(await b.findByRole('radio', { name: 'UTS' }));
    await userEvent.click(b.getByRole('button', { name: 'Cek Jadwal' }));
    await waitFor(() => expect(b.getByText('Jadwal yang bentrok boleh diabaikan')).toBeVisible());
    await waitFor(() => expect(b.getByRole('button', { name: 'Simpan' })).toBeEnabled());
  },
};

/** Saving: pending until the server answers. */
export const Saving: Story = {
  args: {
    onCekJadwal: fn(async () => BENTROK_RUANGAN_ABAIKAN),
    onSubmit: fn(() => new Promise(() => {})),
  },
  play: async (context) => {
    await IgnorableConflict.play?.(context);
    const b = body(context.canvasElement);
    await userEvent.click(b.getByRole('button', { name: 'Simpan' }));
    await expect(context.args.onSubmit).toHaveBeenCalled();
  },
};

/** Title and description missing: inline messages and 'Pengisian Data Belum Lengkap!'. */
export const ValidationErrors: Story = {
  args: { pertemuan: PERTEMUAN_KOSONG, jadwalBisaDiubah: false },
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click(await b.findByRole('radio', { name: 'UAS' }));
    await userEvent.click(b.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(b.getByText('Judul wajib diisi!')).toBeVisible());
    await expect(b.getByText('Deskripsi wajib diisi!')).toBeVisible();
    await waitFor(() => expect(b.getByText('Pengisian Data Belum Lengkap!')).toBeVisible());
  },
};

/** The check failed: 'Gagal mengecek jadwal bentrok' (spec 8). */
export const CheckFailed: Story = {
  args: {
    onCekJadwal: fn(async () => {
      throw new Error('Network Error');
    }),
  },
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click(await b.findByRole('button', { name: 'Cek Jadwal' }));
    await waitFor(() => expect(b.getByText('Gagal mengecek jadwal bentrok')).toBeVisible());
  },
};

/** Online: the room is cleared and disabled; an operator sets the attendance parameters. */
export const Online: Story = { args: { pertemuan: PERTEMUAN_ONLINE } };

/** A lecturer who is not the main teacher: no attendance parameters, teachers locked. */
export const Lecturer: Story = {
  args: { pertemuan: PERTEMUAN_ONLINE, role: 'dosen', isUtama: false },
};

/** The schedule may not change (settings): the schedule fields are read-only, no 'Cek Jadwal'. */
export const ScheduleLocked: Story = { args: { jadwalBisaDiubah: false } };

/** No sessions or rooms to choose from, nothing filled in. */
export const Empty: Story = {
  args: { pertemuan: PERTEMUAN_KOSONG, sesi: [], ruangan: [] },
};

export const LongText: Story = {
  args: {
    pertemuan: {
      ...PERTEMUAN_JUDUL_PANJANG_STAF,
      deskripsi:
        'Mahasiswa mempelajari bentuk normal pertama, kedua, ketiga dan Boyce-Codd, lalu menerapkannya pada rancangan basis data sistem informasi akademik perguruan tinggi yang sudah dibuat pada pertemuan sebelumnya.',
      pengajar_kelas: [
        ...PERTEMUAN_JUDUL_PANJANG_STAF.pengajar_kelas,
        {
          id: 'd5',
          nama: 'Raden Ayu Sekar Kusumawardhani Purbaningrum',
          gelar_depan: 'Prof. Dr. Ir.',
          gelar_akademik: 'M.Sc., Ph.D.',
          is_pengajar: true,
          is_utama: false,
        },
      ],
    },
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

import { PESAN_KELOMPOK } from '@kampus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  KELOMPOK_DUA_DINILAI,
  KELOMPOK_SATU,
  MAHASISWA_KELAS,
  SEMUA_KELOMPOK,
} from '../../../test/tugasFormFixtures';
import { KelompokFormModal } from './KelompokFormModal';

const meta = {
  title: 'Views/KelompokFormModal',
  component: KelompokFormModal,
  parameters: {
    screenshot: { target: 'viewport' },
    docs: { story: { inline: false, height: '800px' } },
  },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    mode: 'tambah',
    mahasiswa: MAHASISWA_KELAS,
    semuaKelompok: SEMUA_KELOMPOK,
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof KelompokFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A new group: no members yet. */
export const Default: Story = {};

/** Picking members: the first one leads; students of other groups are not offered. */
export const PilihAnggota: Story = {
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click(await waitFor(() => b.getByRole('checkbox', { name: /Fajar/ })));
    await userEvent.click(b.getByRole('checkbox', { name: /Gita/ }));
    await expect(b.getByText('Ketua')).toBeVisible();
  },
};

/** Saving empty: the name and the members say so. */
export const Galat: Story = {
  play: async ({ canvasElement, args }) => {
    const b = body(canvasElement);
    await userEvent.click(await waitFor(() => b.getByRole('button', { name: 'Tambah' })));
    await expect(b.getAllByText(PESAN_KELOMPOK.nama)[0]).toBeVisible();
    await expect(b.getByText(PESAN_KELOMPOK.anggota)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Editing a group: its leader stays 'Ketua'. */
export const Ubah: Story = { args: { mode: 'ubah', kelompok: KELOMPOK_SATU } };

/** A graded group: its members cannot be removed. */
export const Disabled: Story = { args: { mode: 'ubah', kelompok: KELOMPOK_DUA_DINILAI } };

/** The server refused the save. */
export const GalatServer: Story = {
  args: { mode: 'ubah', kelompok: KELOMPOK_SATU, galat: PESAN_KELOMPOK.sudahBerkelompok },
};

/** Saving: the fields wait. */
export const Loading: Story = {
  args: { mode: 'ubah', kelompok: KELOMPOK_SATU, isPending: true },
};

export const Mobile: Story = {
  args: { mode: 'ubah', kelompok: KELOMPOK_SATU },
  globals: { viewport: { value: 'mobile' } },
};

/** Searching by name or NIM; nothing matches. */
export const CariKosong: Story = {
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.type(
      await waitFor(() => b.getByRole('textbox', { name: 'Cari Mahasiswa' })),
      'zzz',
    );
    await expect(b.getByText('Tidak ada mahasiswa yang sesuai dengan pencarian.')).toBeVisible();
  },
};

/** Every student of the class is already in a group. */
export const Empty: Story = { args: { mahasiswa: MAHASISWA_KELAS.slice(0, 5) } };

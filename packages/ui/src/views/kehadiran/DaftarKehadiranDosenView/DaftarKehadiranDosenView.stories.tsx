import type { KeadaanHalaman, StatusPertemuan } from '@kampus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  DAFTAR_KEHADIRAN_DOSEN,
  DAFTAR_KEHADIRAN_DOSEN_SAYA,
  DAFTAR_KEHADIRAN_DOSEN_TANPA_VALIDASI,
  KEHADIRAN_DOSEN_TEKS_PANJANG,
  kehadiranDosenKe,
  TOTAL_KEHADIRAN_DOSEN,
} from '../../../test/daftarKehadiranDosenFixtures';
import {
  DaftarKehadiranDosenView,
  type DaftarKehadiranDosenViewProps,
} from './DaftarKehadiranDosenView';

/** Paging and the status filter kept in the story, as the staff page keeps them. */
function Halaman(props: DaftarKehadiranDosenViewProps) {
  const [halaman, setHalaman] = useState<KeadaanHalaman>({
    page: props.page,
    pageSize: props.pageSize,
  });
  const [status, setStatus] = useState<StatusPertemuan | null>(props.status);
  const awal = (halaman.page - 1) * halaman.pageSize;
  const data =
    props.data.length === 0
      ? []
      : Array.from(
          { length: Math.max(0, Math.min(halaman.pageSize, props.total - awal)) },
          (_, i) =>
            props.data.length === props.total ? props.data[awal + i]! : kehadiranDosenKe(awal + i),
        );
  return (
    <DaftarKehadiranDosenView
      {...props}
      data={data}
      page={halaman.page}
      pageSize={halaman.pageSize}
      onPageChange={(k) => {
        setHalaman(k);
        props.onPageChange(k);
      }}
      status={status}
      onStatusChange={(s) => {
        setStatus(s);
        props.onStatusChange(s);
      }}
    />
  );
}

const meta = {
  title: 'Views/DaftarKehadiranDosenView',
  component: DaftarKehadiranDosenView,
  render: (args) => <Halaman {...args} />,
  args: {
    data: DAFTAR_KEHADIRAN_DOSEN,
    page: 1,
    pageSize: 5,
    total: TOTAL_KEHADIRAN_DOSEN,
    onPageChange: fn(),
    onSearch: fn(),
    status: null,
    onStatusChange: fn(),
    hrefPertemuan: (r) => `/kehadiran/${r.kelas_kuliah.id}/${r.pertemuan.id}`,
  },
} satisfies Meta<typeof DaftarKehadiranDosenView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An operator: every teacher of each meeting, with validation. */
export const Default: Story = {};

/** A lecturer: their own row only, without their name. */
export const Dosen: Story = {
  args: { data: DAFTAR_KEHADIRAN_DOSEN_SAYA, tampilNamaPengajar: false },
};

/** validasi_kehadiran_dosen off: no 'Validasi' column, tags not in 'warning'. */
export const TanpaValidasi: Story = {
  args: { data: DAFTAR_KEHADIRAN_DOSEN_TANPA_VALIDASI },
};

/** Page 2: numbering continues from 6. */
export const SecondPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman 2' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith({ page: 2, pageSize: 5 });
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent(/^6/);
  },
};

/** The status filter hands the chosen status to the page. */
export const FilterStatus: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Telah Berakhir' }));
    await expect(args.onStatusChange).toHaveBeenLastCalledWith('selesai');
  },
};

export const Empty: Story = { args: { data: [], total: 0 } };

export const Loading: Story = { args: { data: [], isLoading: true } };

export const LoadFailed: Story = { args: { isError: true, onRetry: fn() } };

export const LongText: Story = {
  args: { data: [KEHADIRAN_DOSEN_TEKS_PANJANG, ...DAFTAR_KEHADIRAN_DOSEN.slice(0, 2)], total: 3 },
};

/** A phone: each meeting is a card, so Kehadiran and 'Lihat' stay on screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lebar = canvasElement.ownerDocument.documentElement.clientWidth;
    const lihat = await canvas.findByRole('link', { name: 'Lihat Basis Data A Pertemuan 4' });
    const tag = canvas.getAllByText('Tidak Hadir')[0]!;
    const validasi = canvas.getAllByText('Sudah Divalidasi')[0]!;
    for (const el of [lihat, tag, validasi]) {
      const kotak = el.getBoundingClientRect();
      await expect(kotak.right).toBeLessThanOrEqual(lebar);
      await expect(kotak.width).toBeGreaterThan(0);
    }
  },
};

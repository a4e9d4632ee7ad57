import { type KeadaanHalaman, labelNamaKelas } from '@kampus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  DAFTAR_KELAS,
  KELAS_NAMA_PANJANG,
  kelasKe,
  OPSI_FILTER_KELAS,
  TOTAL_KELAS,
} from '../../../test/kelasStafFixtures';
import {
  FILTER_KELAS_KOSONG,
  type FilterKelas,
  TabelKelas,
  type TabelKelasProps,
} from './TabelKelas';

/** Paging and filters kept in the story, as the staff page keeps them. */
function Halaman(props: TabelKelasProps) {
  const [halaman, setHalaman] = useState<KeadaanHalaman>({
    page: props.page,
    pageSize: props.pageSize,
  });
  const [filter, setFilter] = useState<FilterKelas>(props.filter);
  const awal = (halaman.page - 1) * halaman.pageSize;
  const data =
    props.data.length === 0
      ? []
      : Array.from({ length: Math.min(halaman.pageSize, props.total - awal) }, (_, i) =>
          props.data.length === props.total ? props.data[awal + i]! : kelasKe(awal + i),
        );
  return (
    <TabelKelas
      {...props}
      data={data}
      page={halaman.page}
      pageSize={halaman.pageSize}
      onPageChange={(k) => {
        setHalaman(k);
        props.onPageChange(k);
      }}
      filter={filter}
      onFilterChange={(f) => {
        setFilter(f);
        props.onFilterChange(f);
      }}
    />
  );
}

const meta = {
  title: 'Views/TabelKelas',
  component: TabelKelas,
  render: (args) => <Halaman {...args} />,
  args: {
    data: DAFTAR_KELAS,
    page: 1,
    pageSize: 5,
    total: TOTAL_KELAS,
    onPageChange: fn(),
    filter: { ...FILTER_KELAS_KOSONG, periode: 20251 },
    onFilterChange: fn(),
    opsiFilter: OPSI_FILTER_KELAS,
    onSearch: fn(),
    onUnduhBap: fn(),
    onUnduhSemuaBap: fn(),
  },
} satisfies Meta<typeof TabelKelas>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Page 2 of 10 per page: numbering continues from 11. */
export const SecondPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Jumlah data per halaman/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: '10 per halaman' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman 2' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith({ page: 2, pageSize: 10 });
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent(/^11/);
  },
};

/** 'Unduh BAP' on a row hands the class to the page (which opens 'Unduh BAP'). */
export const UnduhBap: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Unduh BAP Basis Data A Reguler' }));
    await expect(args.onUnduhBap).toHaveBeenCalledWith(DAFTAR_KELAS[0]);
  },
};

export const Empty: Story = { args: { data: [], total: 0 } };

export const Loading: Story = { args: { data: [], isLoading: true } };

export const LoadFailed: Story = { args: { isError: true, onRetry: fn() } };

/** No period chosen: 'Unduh Semua BAP' is disabled and says why; the ZIP is per period. */
export const Disabled: Story = {
  args: { filter: FILTER_KELAS_KOSONG },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Tooltips open on hover only after a pointer interaction (RAC modality).
    await userEvent.click(canvas.getByRole('heading', { name: 'Filter' }));
    await userEvent.hover(canvas.getByRole('button', { name: 'Unduh Semua BAP' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText('Periode wajib diisi')).toBeVisible());
  },
};

/** The ZIP of every class is downloading. */
export const UnduhSemuaBapPending: Story = { args: { isUnduhSemuaBapPending: true } };

export const LongText: Story = {
  args: { data: [KELAS_NAMA_PANJANG, ...DAFTAR_KELAS.slice(0, 2)], total: 3 },
};

const pertama = DAFTAR_KELAS[0]!;
const namaKelasPertama = `${pertama.mata_kuliah.nama} ${labelNamaKelas(pertama.kelas)}`;

/** A phone: each class is a card, so Kelas, Pengajar and 'Lihat' stay on screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lebar = canvasElement.ownerDocument.documentElement.clientWidth;
    const lihat = await canvas.findByRole('link', { name: `Lihat ${namaKelasPertama}` });
    for (const el of [
      lihat,
      canvas.getAllByText('Pengajar')[0]!,
      canvas.getAllByText('Kelas')[0]!,
    ]) {
      const kotak = el.getBoundingClientRect();
      await expect(kotak.right).toBeLessThanOrEqual(lebar);
      await expect(kotak.width).toBeGreaterThan(0);
    }
  },
};

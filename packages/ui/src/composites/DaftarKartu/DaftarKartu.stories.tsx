import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../../primitives/EmptyState';
import { DaftarKartu, type DaftarKartuProps, JudulKartu } from './DaftarKartu';
import { kartu } from './DaftarKartu.css';

const JUDUL = ['Pengantar Basis Data', 'Model Relasional', 'SQL Dasar', 'Normalisasi', 'Indeks'];

function Contoh(props: Omit<DaftarKartuProps, 'children'> & { judulKartu: readonly string[] }) {
  const { judulKartu, ...rest } = props;
  return (
    <DaftarKartu {...rest}>
      {judulKartu.map((judul, i) => (
        <li key={judul} className={kartu} style={{ display: 'grid', gap: 4, padding: 16 }}>
          <span>Bab {(props.nomorAwal ?? 1) + i}</span>
          <JudulKartu headingLevel={props.headingLevel} href={`/bab/${i + 1}`}>
            {judul}
          </JudulKartu>
        </li>
      ))}
    </DaftarKartu>
  );
}

const meta = {
  title: 'Composites/DaftarKartu',
  component: Contoh,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    judul: 'Daftar Bab',
    satuan: 'bab',
    judulKartu: JUDUL,
    cari: { placeholder: 'Cari judul bab', onSearch: fn() },
    'aria-label': 'Daftar bab',
    isEmpty: false,
    kosong: <EmptyState />,
    memuat: { label: 'Memuat bab', tinggi: '4em' },
    page: 1,
    pageSize: 5,
    total: 12,
    onPageChange: fn(),
    paginationLabel: 'Halaman bab',
  },
} satisfies Meta<typeof Contoh>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Numbered across pages: page 2 of 5 per page starts at 6. */
export const Numbered: Story = {
  args: { nomorAwal: 6, page: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Daftar bab' })).toHaveAttribute('start', '6');
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman 3' }));
    await expect(args.onPageChange).toHaveBeenCalledWith({ page: 3, pageSize: 5 });
  },
};

export const Empty: Story = { args: { judulKartu: [], isEmpty: true, total: 0 } };

export const Loading: Story = { args: { judulKartu: [], isEmpty: true, isLoading: true } };

export const LoadFailed: Story = { args: { isError: true, onRetry: fn() } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

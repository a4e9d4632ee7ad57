import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  SEKARANG_VIDCON,
  VIDCON_BELUM_DIMULAI,
  VIDCON_BERLANGSUNG,
  VIDCON_BERLANGSUNG_MAHASISWA,
  VIDCON_SELESAI,
  VIDCON_TEKS_PANJANG,
} from '../../../test/vidconFixtures';
import { VidconPanel } from './VidconPanel';

/** A student who did not join last week's session. */
const SELESAI_MAHASISWA = { ...VIDCON_SELESAI, join_data: [] };

const meta = {
  title: 'Views/VidconPanel',
  component: VidconPanel,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    vidcon: [VIDCON_BERLANGSUNG_MAHASISWA, VIDCON_BELUM_DIMULAI, SELESAI_MAHASISWA],
    waktuServer: SEKARANG_VIDCON,
    peran: 'mahasiswa',
    timeZone: 'Asia/Jakarta',
    onGabung: fn(),
    onRetry: fn(),
  },
  argTypes: { peran: { control: 'inline-radio', options: ['mahasiswa', 'staf'] } },
} satisfies Meta<typeof VidconPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const staf = {
  peran: 'staf',
  vidcon: [VIDCON_BERLANGSUNG, VIDCON_BELUM_DIMULAI, VIDCON_SELESAI],
  onTambah: fn(),
  onUbah: fn(),
  onHapus: fn(),
} as const;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * A student: the running class with 'Gabung' and their own late join, this afternoon's
 * consultation with 'Buka Link', last week's session with 'Gabung' disabled.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [gabung, berakhir] = canvas.getAllByRole('button', { name: 'Gabung' });
    await expect(gabung).toBeEnabled();
    await expect(berakhir).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('link', { name: 'Buka Link' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(canvas.getByText('Terlambat')).toBeVisible();
  },
};

/** Each status alone: running ('Gabung' joins in the app). */
export const Berlangsung: Story = { args: { vidcon: [VIDCON_BERLANGSUNG_MAHASISWA] } };

/** Not started: 'Buka Link' opens the link in a new tab and records a join. */
export const BelumDimulai: Story = { args: { vidcon: [VIDCON_BELUM_DIMULAI] } };

/** Finished: the join button is disabled. */
export const Selesai: Story = {
  args: { vidcon: [SELESAI_MAHASISWA] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Gabung' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Only finished vidcons: every join button disabled. */
export const Disabled: Story = {
  args: {
    vidcon: [
      SELESAI_MAHASISWA,
      { ...SELESAI_MAHASISWA, id: 'selesai-2', judul: 'Pembahasan Tugas 1' },
    ],
  },
};

/** A join being recorded: the running vidcon's button is pending. */
export const Bergabung: Story = {
  args: { vidcon: [VIDCON_BERLANGSUNG_MAHASISWA], gabungId: VIDCON_BERLANGSUNG.id },
};

/** 'Gabung' on the running vidcon records the join and opens it in the app. */
export const RuangDalamAplikasi: Story = {
  args: { vidcon: [VIDCON_BERLANGSUNG_MAHASISWA] },
  // The framed link is outside the test machine: the frame's content is not a stable picture.
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Gabung' }));
    await expect(args.onGabung).toHaveBeenCalledWith(VIDCON_BERLANGSUNG_MAHASISWA);
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: VIDCON_BERLANGSUNG.judul,
    });
    await expect(within(dialog).getByRole('link', { name: 'Buka di Tab Baru' })).toHaveAttribute(
      'href',
      VIDCON_BERLANGSUNG.link,
    );
  },
};

/** A campus server's vidcon ('Lainnya') is not framed: it opens from 'Buka di Tab Baru'. */
export const RuangTabBaru: Story = {
  args: {
    vidcon: [
      {
        ...VIDCON_BERLANGSUNG_MAHASISWA,
        aplikasi: 'lainnya',
        link: 'https://vidcon.kampus.ac.id/ruang/if2110',
      },
    ],
  },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Gabung' }));
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: VIDCON_BERLANGSUNG.judul,
    });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText(/dibuka di tab baru/)).toBeVisible();
  },
};

/** A lecturer: 'Tambah Vidcon', 'Ubah', 'Hapus', and who joined, the late ones tagged. */
export const Staf: Story = {
  args: staf,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Peserta Bergabung (5)')).toBeVisible();
    await expect(canvas.getAllByText('Terlambat').length).toBeGreaterThan(0);
  },
};

/** 'Hapus' asks first. */
export const HapusKonfirmasi: Story = {
  args: staf,
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Hapus' })[0] as HTMLElement);
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Konfirmasi' });
    await expect(dialog).toHaveTextContent('Anda yakin ingin menghapus vidcon ini?');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Batal' })).toHaveFocus(),
    );
    await expect(args.onHapus).not.toHaveBeenCalled();
  },
};

export const Empty: Story = { args: { vidcon: [] } };

export const EmptyStaf: Story = { args: { ...staf, vidcon: [] } };

export const Loading: Story = { args: { isLoading: true } };

export const LoadFailed: Story = { args: { isError: true } };

export const LongText: Story = { args: { vidcon: [VIDCON_TEKS_PANJANG] } };

export const LongTextStaf: Story = { args: { ...staf, vidcon: [VIDCON_TEKS_PANJANG] } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};

export const MobileStaf: Story = {
  args: staf,
  globals: { viewport: { value: 'mobile' } },
};

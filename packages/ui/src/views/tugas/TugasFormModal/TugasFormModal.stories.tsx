import { PESAN_TUGAS } from '@kampus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  OPSI_PERTEMUAN_TUGAS,
  PERTEMUAN_TUGAS,
  TUGAS_STAF,
  TUGAS_STAF_KOSONG,
} from '../../../test/tugasFormFixtures';
import { TugasFormModal } from './TugasFormModal';

const meta = {
  title: 'Views/TugasFormModal',
  component: TugasFormModal,
  parameters: {
    screenshot: { target: 'viewport' },
    docs: { story: { inline: false, height: '1100px' } },
  },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    mode: 'tambah',
    pertemuan: PERTEMUAN_TUGAS,
    timeZone: 'Asia/Jakarta',
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof TugasFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A lecturer adds an assignment: the meeting from context, due a week after it starts. */
export const Default: Story = {};

/** An operator picks the meeting (spec 6). */
export const Operator: Story = {
  args: { pertemuan: null, opsiPertemuan: OPSI_PERTEMUAN_TUGAS },
};

/** Saving empty: every required field says so, in the domain's order. */
export const Galat: Story = {
  args: { pertemuan: null, opsiPertemuan: OPSI_PERTEMUAN_TUGAS },
  play: async ({ canvasElement, args }) => {
    const b = body(canvasElement);
    await userEvent.click(b.getByRole('button', { name: 'Tambah' }));
    await expect(b.getAllByText(PESAN_TUGAS.judul)[0]).toBeVisible();
    await expect(b.getAllByText(PESAN_TUGAS.jenis)[0]).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Editing an assignment nothing was handed in to: every field may change. */
export const Ubah: Story = { args: { mode: 'ubah', tugas: TUGAS_STAF_KOSONG } };

/** Submissions exist: the type (individual or group) is locked. */
export const Disabled: Story = {
  args: { mode: 'ubah', tugas: TUGAS_STAF },
  play: async ({ canvasElement }) => {
    // The modal fades in: wait for it to show.
    await waitFor(() =>
      expect(body(canvasElement).getByText(PESAN_TUGAS.jenisTerkunci)).toBeVisible(),
    );
  },
};

/** The server refused the save. */
export const GalatServer: Story = {
  args: { galat: 'Jenis file yang diterima tidak dikenal' },
};

/** Saving: the fields wait. */
export const Loading: Story = { args: { isPending: true } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};

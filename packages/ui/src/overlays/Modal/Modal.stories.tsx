import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { Select } from '../../primitives/Select';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { JENIS_MATERI, TEKS_PANJANG } from '../../test/kitFixtures';
import { Modal, type ModalProps, modalWidths } from './Modal';

/** The material form modal (spec 2 'Materials') opened from a button. */
function MateriModal(props: Omit<ModalProps, 'children'> & { children?: ModalProps['children'] }) {
  return (
    <DialogTrigger>
      <Button>Tambah Materi</Button>
      <Modal {...props}>
        {props.children ?? (
          <div style={{ display: 'grid', gap: 16 }}>
            <TextField label="Judul" isRequired maxLength={100} />
            <Select label="Jenis Materi" items={JENIS_MATERI} isRequired />
            <TextArea label="Deskripsi" isRequired maxLength={300} />
          </div>
        )}
      </Modal>
    </DialogTrigger>
  );
}

const meta = {
  title: 'Overlays/Modal',
  component: MateriModal,
  // An open modal covers the page: every docs example gets an iframe of its own.
  parameters: {
    screenshot: { target: 'viewport' },
    docs: { story: { inline: false, height: '640px' } },
  },
  args: {
    title: 'Tambah Data',
    subtitle: 'Tambah Data Materi',
    onSubmit: fn(),
    onCancel: fn(),
  },
  argTypes: { width: { control: 'select', options: modalWidths } },
} satisfies Meta<typeof MateriModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const open: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tambah Materi' }));
  const body = within(canvasElement.ownerDocument.body);
  await expect(await body.findByRole('dialog')).toBeInTheDocument();
};

/** Closed: the trigger. */
export const Closed: Story = { parameters: { screenshot: {} } };

export const Open: Story = { play: open };

/** Enter opens it with focus inside; Escape closes it and focus returns to the trigger. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Tambah Data' });
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Tambah Materi' })).toHaveFocus(),
    );
  },
};

/** Submission not allowed: only 'Batal' (spec 5). */
export const SubmitHidden: Story = {
  args: { title: 'Profil Kelas', subtitle: undefined, canSubmit: false },
  play: open,
};

export const SubmitDisabled: Story = {
  args: {
    title: 'Ubah Data Pertemuan',
    subtitle: undefined,
    isSubmitDisabled: true,
    submitDisabledReason: 'Tidak ada perubahan data',
    footerStart: <Button variant="secondary">Cek Jadwal</Button>,
  },
  play: async (context) => {
    await open(context);
    const body = within(context.canvasElement.ownerDocument.body);
    const submit = body.getByRole('button', { name: 'Simpan' });
    await userEvent.hover(submit);
    await waitFor(() => expect(body.getByText('Tidak ada perubahan data')).toBeVisible());
  },
};

export const Submitting: Story = { args: { isSubmitting: true }, play: open };

/** The spec's widths side by side: 400 px for a short form. */
export const Narrow: Story = {
  args: { width: 400, title: 'Impor Soal', subtitle: undefined, submitLabel: 'Impor' },
  play: open,
};

export const Wide: Story = {
  args: {
    width: 900,
    title: 'Tambah Data',
    subtitle: 'Tambah Data Kuis/Ujian',
    submitLabel: 'Tambah',
  },
  play: open,
};

export const LongText: Story = {
  args: {
    title: 'Pengaturan Nilai Komponen Tugas Terstruktur dan Mandiri SIKAD',
    subtitle:
      'Pilih aktivitas kelas yang nilainya digabungkan ke komponen nilai SIKAD untuk mata kuliah Metodologi Penelitian Kuantitatif dan Kualitatif',
    submitLabel: 'Update Nilai',
    children: <p>{`${TEKS_PANJANG} ${TEKS_PANJANG}`}</p>,
  },
  play: open,
};

/** Controlled with isOpen, as the apps do after loading data. */
function Controlled(props: Omit<ModalProps, 'children' | 'isOpen' | 'onOpenChange'>) {
  const [isOpen, setOpen] = useState(true);
  return (
    <Modal {...props} isOpen={isOpen} onOpenChange={setOpen}>
      <TextField label="Judul" defaultValue="Pengenalan Sistem Basis Data" isRequired />
    </Modal>
  );
}

export const Mobile: Story = {
  render: (args) => <Controlled {...args} />,
  globals: { viewport: { value: 'mobile' } },
};

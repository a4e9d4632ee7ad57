import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { ConfirmDialog, type ConfirmDialogProps, confirmDialogVariants } from './ConfirmDialog';

function Demo(props: ConfirmDialogProps & { trigger: string }) {
  const { trigger, ...rest } = props;
  return (
    <DialogTrigger>
      <Button variant={rest.variant === 'batal-hapus' ? 'danger' : 'secondary'}>{trigger}</Button>
      <ConfirmDialog {...rest} />
    </DialogTrigger>
  );
}

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: Demo,
  parameters: {
    screenshot: { target: 'viewport' },
    docs: { story: { inline: false, height: '400px' } },
  },
  args: {
    trigger: 'Reset Pengerjaan',
    message: 'Anda yakin me-reset pengerjaan kuis/ujian mahasiswa ini?',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: confirmDialogVariants } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const open: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button'));
  const body = within(canvasElement.ownerDocument.body);
  await expect(await body.findByRole('alertdialog', { name: 'Konfirmasi' })).toBeInTheDocument();
};

export const Closed: Story = { parameters: { screenshot: {} } };

/** Tidak / Ya. */
export const TidakYa: Story = { play: open };

/** Batal / Hapus for deletions (spec 8). */
export const BatalHapus: Story = {
  args: {
    trigger: 'Hapus Soal',
    variant: 'batal-hapus',
    message: 'Anda yakin ingin menghapus soal ini?',
  },
  play: open,
};

/** Escape cancels and returns focus to the trigger. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: {
    trigger: 'Hapus Soal',
    variant: 'batal-hapus',
    message: 'Anda yakin ingin menghapus soal ini?',
    isPending: true,
    closeOnConfirm: false,
  },
  play: open,
};

export const LongText: Story = {
  args: {
    trigger: 'Update Nilai',
    message:
      'Nilai telah diupdate di sikad. Update nilai akan mengganti nilai di sikad. Apakah Anda tetap ingin melanjutkan?',
  },
  play: open,
};

export const Mobile: Story = {
  args: BatalHapus.args,
  globals: { viewport: { value: 'mobile' } },
  play: open,
};

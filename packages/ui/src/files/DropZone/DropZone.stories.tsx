import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DropZone } from './DropZone';
import * as styles from './DropZone.css';

const meta = {
  title: 'Files/DropZone',
  component: DropZone,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    onSelect: fn(),
    accept: ['.pdf', '.doc', '.docx'],
  },
} satisfies Meta<typeof DropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: drag a file or press 'Pilih File'. */
export const Empty: Story = {};

/** The upload dialog's form: a column with the hint inside. */
export const Stacked: Story = {
  args: {
    layout: 'stacked',
    hint: 'Format file: .pdf, .doc, .docx. Ukuran maksimal 5 MB.',
  },
};

/** A file is dragged over the zone (react-aria sets data-drop-target). */
export const Dragging: Story = {
  play: async ({ canvasElement }) => {
    const zone = canvasElement.querySelector(`.${styles.zone}`) as HTMLElement;
    zone.setAttribute('data-drop-target', 'true');
    await expect(zone).toHaveAttribute('data-drop-target');
  },
};

/** A file is there already: the button offers to replace it. */
export const WithFile: Story = { args: { buttonLabel: 'Ganti File' } };

/** The chosen file was refused: the zone shows the danger colours. */
export const Invalid: Story = { args: { isInvalid: true } };

/** No type chosen yet: nothing can be dropped or picked. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Pilih File' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { layout: 'stacked', hint: 'Format file: .pdf. Ukuran maksimal 10240 KB.' },
  globals: { viewport: { value: 'mobile' } },
};

/** Picking a file hands it over. */
export const PicksAFile: Story = {
  play: async ({ args, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    const file = new File(['isi'], 'silabus.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, file, { applyAccept: false });
    await expect(args.onSelect).toHaveBeenCalledWith([file]);
  },
  parameters: { screenshot: false },
};

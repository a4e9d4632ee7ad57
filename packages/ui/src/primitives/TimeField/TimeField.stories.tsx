import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { JAM_MULAI, JAM_SELESAI } from '../../test/kitFixtures';
import { TimeField } from './TimeField';

const meta = {
  title: 'Primitives/TimeField',
  component: TimeField,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 200 }}>
        <Story />
      </div>
    ),
  ],
  args: { label: 'Memulai kuliah', defaultValue: JAM_MULAI, isRequired: true, onChange: fn() },
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** 24-hour: 21:10, not 9:10 PM. */
export const Evening: Story = { args: { label: 'Mengakhiri kuliah', defaultValue: JAM_SELESAI } };

export const Empty: Story = { args: { defaultValue: undefined } };

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(within(canvasElement).getAllByRole('spinbutton')[0]).toHaveFocus();
  },
};

export const RequiredMessage: Story = {
  args: { defaultValue: undefined },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()}>
      <TimeField {...args} />
      <button type="submit" style={{ marginTop: 8 }}>
        Simpan
      </button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(canvas.getByText('Harap isi bidang ini')).toBeVisible());
  },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    defaultValue: undefined,
    errorMessage: 'Memulai kuliah dosen Dr. Budi Santoso, M.Kom. wajib diisi',
  },
};

/** Absent lecturer: the time pickers are disabled. */
export const Disabled: Story = { args: { isDisabled: true } };

export const LongText: Story = {
  args: {
    label: 'Waktu mulai kuliah dosen pengampu pada sesi pagi',
    description: 'Harus berada di dalam jam sesi yang dipilih.',
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

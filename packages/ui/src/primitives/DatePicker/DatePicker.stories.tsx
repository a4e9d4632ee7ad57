import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HARI_INI, TANGGAL_AKTIVITAS, WAKTU_MULAI } from '../../test/kitFixtures';
import { DatePicker } from './DatePicker';

const meta = {
  title: 'Primitives/DatePicker',
  component: DatePicker,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Waktu Mulai',
    isRequired: true,
    defaultValue: WAKTU_MULAI,
    today: HARI_INI,
    onChange: fn(),
  },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { defaultValue: undefined } };

/** The calendar popover, with the college's today and a minimum of yesterday. */
export const Open: Story = {
  args: {
    minValue: new CalendarDate(2025, 8, 31),
    markedDates: TANGGAL_AKTIVITAS,
  },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Buka kalender/ }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('dialog', { name: 'Pilih tanggal' })).toBeVisible());
  },
};

/** Submitting a required empty picker says 'Harap isi bidang ini' (spec 5). */
export const RequiredMessage: Story = {
  args: { defaultValue: undefined },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()}>
      <DatePicker {...args} />
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
    label: 'Waktu Selesai',
    isInvalid: true,
    errorMessage: 'Waktu selesai tidak boleh kurang dari waktu mulai',
  },
};

export const DateOnly: Story = {
  args: { label: 'Tanggal', granularity: 'day', defaultValue: HARI_INI },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const LongText: Story = {
  args: {
    label: 'Tanggal & Jam Mulai Tampil Materi untuk Mahasiswa Peserta Kelas',
    description: 'Waktu mengikuti zona waktu kelas (WIB), format 24 jam.',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { screenshot: { target: 'viewport' } },
  play: Open.play,
};

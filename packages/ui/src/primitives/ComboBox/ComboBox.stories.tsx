import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PENGAJAR } from '../../test/kitFixtures';
import { ComboBox } from './ComboBox';

const meta = {
  title: 'Primitives/ComboBox',
  component: ComboBox,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Pengajar',
    items: PENGAJAR,
    placeholder: 'Cari nama pengajar',
    onChange: fn(),
  },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = { args: { defaultValue: 'd2' } };

/** Typing filters the options (case ignored). */
export const Searching: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'dew');
    const body = within(canvasElement.ownerDocument.body);
    // Queried again on each try: each keystroke re-renders the list.
    await waitFor(() =>
      expect(within(body.getByRole('listbox')).getAllByRole('option')).toHaveLength(1),
    );
  },
};

export const NoResults: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'zzz');
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText('Data tidak ditemukan')).toBeVisible());
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Pengajar wajib dipilih' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'd1' } };

export const LongText: Story = {
  args: {
    label: 'Dosen koordinator mata kuliah atau pengembang rencana pembelajaran semester',
    defaultValue: 'd5',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('listbox')).toBeVisible());
  },
};

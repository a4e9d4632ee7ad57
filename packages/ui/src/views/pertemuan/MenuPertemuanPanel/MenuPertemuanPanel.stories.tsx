import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PERTEMUAN_KELAS, PERTEMUAN_TEKS_PANJANG } from '../../../test/kelasFixtures';
import { MenuPertemuanPanel } from './MenuPertemuanPanel';

const ID_KELAS = '20251_K1_IF201_A';
const hrefFor = (id: string | null) => (id ? `/kelas/${ID_KELAS}/${id}` : `/kelas/${ID_KELAS}`);

const meta = {
  title: 'Views/MenuPertemuanPanel',
  component: MenuPertemuanPanel,
  args: {
    pertemuan: PERTEMUAN_KELAS,
    selectedId: null,
    hrefFor,
    onNavigate: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MenuPertemuanPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Pendahuluan' is shown. */
export const Default: Story = {};

export const SelectedMeeting: Story = { args: { selectedId: 'p2' } };

/** A class without meetings yet: only 'Pendahuluan'. */
export const Empty: Story = { args: { pertemuan: [] } };

export const Loading: Story = { args: { isLoading: true } };

export const LoadFailed: Story = { args: { isError: true } };

export const LongText: Story = {
  args: { pertemuan: [...PERTEMUAN_KELAS, PERTEMUAN_TEKS_PANJANG], selectedId: 'p12' },
};

/** Below 768 px: the 'Pilih Pertemuan' dropdown. */
export const Mobile: Story = {
  args: { selectedId: 'p2' },
  globals: { viewport: { value: 'mobile' } },
};

export const MobileOpen: Story = {
  args: { pertemuan: [...PERTEMUAN_KELAS, PERTEMUAN_TEKS_PANJANG] },
  globals: { viewport: { value: 'mobile' } },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Pilih Pertemuan/ }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('listbox')).toBeVisible());
  },
};

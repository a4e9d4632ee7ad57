import { JEDA_CARI_KETUA_KELAS_MS } from '@kampus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Data/SearchField',
  component: SearchField,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: { placeholder: 'Cari judul pertemuan', onSearch: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Typing searches once after 500 ms; the clear button appears. */
export const Typed: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox'), 'normalisasi');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('normalisasi'), {
      timeout: 1500,
    });
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

/** The class-leader search waits 1000 ms. */
export const ClassLeader: Story = {
  args: { placeholder: 'Cari nama mahasiswa', delay: JEDA_CARI_KETUA_KELAS_MS },
};

export const WithLabel: Story = {
  args: { label: 'Cari soal', placeholder: 'Cari soal', defaultValue: 'aljabar' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'basis data' } };

export const LongText: Story = {
  args: {
    placeholder: 'Cari judul/pembuat',
    defaultValue:
      'Metodologi Penelitian Kuantitatif dan Kualitatif untuk Pengembangan Sistem Informasi',
  },
};

export const Mobile: Story = {
  args: { placeholder: 'Cari judul' },
  globals: { viewport: { value: 'mobile' } },
};

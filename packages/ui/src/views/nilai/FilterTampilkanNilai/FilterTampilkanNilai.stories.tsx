import { FILTER_TAMPILKAN_DEFAULT, type KeadaanFilterTampilkan } from '@kampus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterTampilkanNilai, type FilterTampilkanNilaiProps } from './FilterTampilkanNilai';

/** Keeps the state like the page does, so the boxes respond in the docs. */
function Terkendali(props: FilterTampilkanNilaiProps) {
  const [value, setValue] = useState<KeadaanFilterTampilkan>(
    props.value ?? FILTER_TAMPILKAN_DEFAULT,
  );
  return (
    <FilterTampilkanNilai
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange(v);
      }}
    />
  );
}

const meta = {
  title: 'Views/FilterTampilkanNilai',
  component: FilterTampilkanNilai,
  render: (args) => <Terkendali {...args} />,
  args: { value: FILTER_TAMPILKAN_DEFAULT, onChange: fn() },
} satisfies Meta<typeof FilterTampilkanNilai>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults: all on except 'Komponen Nilai Sikad = 0%'. */
export const Default: Story = {};

/** Only some activity types: 'Semua' shows a dash. */
export const Sebagian: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('checkbox', { name: 'Forum' }));
    await expect(c.getByRole('checkbox', { name: 'Semua' })).not.toBeChecked();
  },
};

/** Everything off: the grid shows names only. */
export const Empty: Story = {
  args: {
    value: Object.fromEntries(
      Object.keys(FILTER_TAMPILKAN_DEFAULT).map((k) => [k, false]),
    ) as KeadaanFilterTampilkan,
  },
};

/** While the recap loads. */
export const Disabled: Story = { args: { isDisabled: true } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

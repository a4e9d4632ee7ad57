import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../../primitives/TextField';
import { SearchField } from '../SearchField';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';

/** The question bank filter side panel (spec 2 'Question bank'). */
function BankSoalFilter(props: Omit<FilterPanelProps, 'children'> & { isLong?: boolean }) {
  const [mataKuliah, setMataKuliah] = useState(
    props.isLong ? 'Metodologi Penelitian Kuantitatif dan Kualitatif' : '',
  );
  const [prodi, setProdi] = useState('');
  return (
    <FilterPanel
      {...props}
      onReset={() => {
        setMataKuliah('');
        setProdi('');
        props.onReset();
      }}
    >
      <SearchField placeholder="Cari judul/pembuat" onSearch={() => {}} />
      <TextField label="Mata Kuliah" value={mataKuliah} onChange={setMataKuliah} />
      <TextField label="Prodi Matkul" value={prodi} onChange={setProdi} />
    </FilterPanel>
  );
}

const meta = {
  title: 'Data/FilterPanel',
  component: BankSoalFilter,
  args: { onApply: fn(), onReset: fn() },
} satisfies Meta<typeof BankSoalFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** 'Terapkan' applies, 'Reset' clears. */
export const ApplyAndReset: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mata Kuliah' }), 'Basis Data');
    await userEvent.click(canvas.getByRole('button', { name: 'Terapkan' }));
    await expect(args.onApply).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(canvas.getByRole('textbox', { name: 'Mata Kuliah' })).toHaveValue('');
  },
};

export const Applying: Story = { args: { isApplying: true } };

export const LongText: Story = {
  args: { title: 'Filter Bank Soal Mata Kuliah dan Program Studi', isLong: true },
};

/** On phones a 'Filter' button with the active count. */
export const MobileClosed: Story = {
  args: { activeCount: 2 },
  globals: { viewport: { value: 'mobile' } },
};

/** The full-screen sheet. */
export const MobileOpen: Story = {
  args: { activeCount: 2 },
  globals: { viewport: { value: 'mobile' } },
  parameters: {
    screenshot: { target: 'viewport' },
    docs: { story: { inline: false, height: '640px' } },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Filter/ }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Filter' })).toBeInTheDocument();
  },
};

import { PILIHAN_PER_HALAMAN_KELAS } from '@kampus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

/** Keeps page and size in the story, as a list page does. */
function Stateful(props: PaginationProps) {
  const [state, setState] = useState({ page: props.page, pageSize: props.pageSize });
  return (
    <Pagination
      {...props}
      {...state}
      onChange={(next) => {
        setState(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Data/Pagination',
  component: Stateful,
  args: { page: 1, pageSize: 10, total: 95, onChange: fn() },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const MiddlePage: Story = { args: { page: 5 } };

export const LastPage: Story = { args: { page: 10 } };

/** Class tables page by 5, 10, 15 or 20. */
export const ClassTable: Story = {
  args: { pageSizeOptions: PILIHAN_PER_HALAMAN_KELAS, pageSize: 5, total: 42 },
};

/** A new size goes back to page 1. */
export const ChangeSize: Story = {
  args: { page: 4 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Jumlah data per halaman/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: '20 per halaman' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ page: 1, pageSize: 20 });
  },
};

export const Empty: Story = { args: { total: 0 } };

export const Disabled: Story = { args: { page: 2, isDisabled: true } };

export const Minimal: Story = {
  args: { showPageSize: false, showPageInput: false, page: 2, total: 30, pageSize: 5 },
};

export const ManyPages: Story = { args: { page: 1234, total: 999_999, pageSize: 50 } };

export const Mobile: Story = {
  args: { page: 3 },
  globals: { viewport: { value: 'mobile' } },
};

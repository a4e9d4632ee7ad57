import { PILIHAN_PER_HALAMAN_KELAS } from '@kampus/domain';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTimerUserOptions, startFakeTimers, stopFakeTimers } from '../../test/fakeTimers';
import { act, render, screen, within } from '../../test/render';
import { Pagination, type PaginationProps } from './Pagination';

function Stateful(props: Partial<PaginationProps> & { onChange?: PaginationProps['onChange'] }) {
  const [state, setState] = useState({ page: props.page ?? 1, pageSize: props.pageSize ?? 10 });
  return (
    <Pagination
      total={95}
      {...props}
      page={state.page}
      pageSize={state.pageSize}
      onChange={(next) => {
        setState(next);
        props.onChange?.(next);
      }}
    />
  );
}

const links = () =>
  within(screen.getByRole('list'))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('Pagination', () => {
  afterEach(stopFakeTimers);

  it("shows '{n} per halaman', 'Total {n} data' and at most 3 page links", () => {
    render(<Stateful page={5} />);
    expect(screen.getByRole('navigation', { name: 'Navigasi halaman' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Jumlah data per halaman/ })).toHaveTextContent(
      '10 per halaman',
    );
    expect(screen.getByText('Total 95 data')).toBeInTheDocument();
    expect(links()).toEqual(['4', '5', '6']);
    expect(screen.getByRole('button', { name: 'Halaman 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('goes to the next, previous and a linked page', async () => {
    const onChange = vi.fn();
    const { user } = render(<Stateful onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Halaman sebelumnya' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 2, pageSize: 10 });
    await user.click(screen.getByRole('button', { name: 'Halaman 3' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 3, pageSize: 10 });
    await user.click(screen.getByRole('button', { name: 'Halaman sebelumnya' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 2, pageSize: 10 });
  });

  it('goes back to page 1 when the page size changes (by keyboard)', async () => {
    const onChange = vi.fn();
    const { user } = render(<Stateful page={4} onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    // Options 5, 10, 20, 50: from 10 down to 20.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, pageSize: 20 });
    expect(screen.getByRole('button', { name: 'Halaman 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(links()).toEqual(['1', '2', '3']);
  });

  it('offers the class-table sizes', async () => {
    const { user } = render(<Stateful pageSizeOptions={PILIHAN_PER_HALAMAN_KELAS} />);
    await user.click(screen.getByRole('button', { name: /Jumlah data per halaman/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      '5 per halaman',
      '10 per halaman',
      '15 per halaman',
      '20 per halaman',
    ]);
  });

  it('applies a typed page 500 ms after typing stops, kept within the pages', async () => {
    startFakeTimers();
    const onChange = vi.fn();
    const { user } = render(<Stateful onChange={onChange} />, {
      userOptions: fakeTimerUserOptions,
    });
    const input = screen.getByRole('textbox', { name: 'Ke halaman' });
    await user.clear(input);
    await user.type(input, '7');
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ page: 7, pageSize: 10 });
    await user.clear(input);
    await user.type(input, '99');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(onChange).toHaveBeenLastCalledWith({ page: 10, pageSize: 10 });
    expect(input).toHaveValue('10');
  });

  it('has nothing to page through without data', () => {
    render(<Stateful total={0} />);
    expect(screen.getByText('Total 0 data')).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /^Halaman \d/ })).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Halaman berikutnya' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Ke halaman' })).toBeDisabled();
  });
});

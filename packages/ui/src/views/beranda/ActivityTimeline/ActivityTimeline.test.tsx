import { describe, expect, it, vi } from 'vitest';
import { LOG_AKTIVITAS } from '../../../test/lmsFixtures';
import { render, screen, within } from '../../../test/render';
import { ActivityTimeline } from './ActivityTimeline';

const halaman = (mulai: number) => LOG_AKTIVITAS.slice(mulai, mulai + 5);

describe('ActivityTimeline', () => {
  it('shows detail, time, IP address and role of each entry', () => {
    render(
      <ActivityTimeline
        aktivitas={halaman(0)}
        peranPenampil="mahasiswa"
        page={1}
        total={12}
        onPageChange={vi.fn()}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Riwayat aktivitas' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Login ke LMS');
    expect(items[0]).toHaveTextContent('01 Sep 2025, 08:10 WIB');
    expect(items[0]).toHaveTextContent('IP 10.12.0.20');
    expect(items[0]).toHaveTextContent('Mahasiswa');
  });

  it('tags entries made by an operator, except for operator viewers', () => {
    const { rerender } = render(
      <ActivityTimeline
        aktivitas={halaman(0)}
        peranPenampil="mahasiswa"
        page={1}
        total={12}
        onPageChange={vi.fn()}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(within(items[4]!).getByText('operator')).toBeInTheDocument();
    expect(screen.getAllByText('operator')).toHaveLength(1);
    rerender(
      <ActivityTimeline
        aktivitas={halaman(0)}
        peranPenampil="operator"
        page={1}
        total={12}
        onPageChange={vi.fn()}
      />,
    );
    expect(screen.queryByText('operator')).not.toBeInTheDocument();
  });

  it('pages with the pagination, also by keyboard', async () => {
    const onPageChange = vi.fn();
    const { user } = render(
      <ActivityTimeline
        aktivitas={halaman(0)}
        peranPenampil="dosen"
        page={1}
        total={12}
        onPageChange={onPageChange}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Halaman riwayat aktivitas' });
    expect(nav).toHaveTextContent('Total 12 data');
    await user.click(within(nav).getByRole('button', { name: /2/ }));
    expect(onPageChange).toHaveBeenLastCalledWith({ page: 2, pageSize: 5 });
  });

  it('has empty, loading and error states', () => {
    const props = { peranPenampil: 'mahasiswa' as const, page: 1, onPageChange: vi.fn() };
    const { rerender } = render(<ActivityTimeline {...props} aktivitas={[]} total={0} />);
    expect(screen.getByText('Belum ada riwayat aktivitas.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    rerender(<ActivityTimeline {...props} aktivitas={[]} total={0} isLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Memuat riwayat aktivitas');
    rerender(<ActivityTimeline {...props} aktivitas={[]} total={12} isError />);
    expect(screen.getByRole('alert')).toHaveTextContent('NO DATA');
  });
});

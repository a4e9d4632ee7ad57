import { describe, expect, it } from 'vitest';
import { PENGUMUMAN } from '../../../test/lmsFixtures';
import { render, screen } from '../../../test/render';
import { AnnouncementCard } from './AnnouncementCard';

describe('AnnouncementCard', () => {
  it('shows the first 2 announcements with their publish date', () => {
    render(<AnnouncementCard pengumuman={PENGUMUMAN} />);
    expect(screen.getByRole('heading', { name: 'Pengumuman' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Jadwal Ujian Tengah Semester Ganjil 2025/2026');
    expect(items[0]).toHaveTextContent('01 Sep 2025');
    expect(items[1]).toHaveTextContent('28 Agu 2025');
    expect(screen.queryByText('Pembaruan Sistem LMS')).not.toBeInTheDocument();
  });

  it("links each item and 'Lihat Semua', also by keyboard", async () => {
    const { user, navigate } = render(<AnnouncementCard pengumuman={PENGUMUMAN} />);
    expect(screen.getByRole('link', { name: 'Lihat Semua' })).toHaveAttribute(
      'href',
      '/pengumuman',
    );
    expect(screen.getByRole('link', { name: /Libur Peringatan/ })).toHaveAttribute(
      'href',
      '/pengumuman?index=1',
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Lihat Semua' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/pengumuman?index=0', undefined);
  });

  it('has empty, loading and error states', () => {
    const { rerender } = render(<AnnouncementCard pengumuman={[]} />);
    expect(screen.getByText('Ups! Data Kosong')).toBeInTheDocument();
    rerender(<AnnouncementCard pengumuman={[]} isLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Memuat pengumuman');
    rerender(<AnnouncementCard pengumuman={[]} isError />);
    expect(screen.getByRole('alert')).toHaveTextContent('NO DATA');
  });
});

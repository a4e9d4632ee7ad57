import { describe, expect, it, vi } from 'vitest';
import { PERTEMUAN } from '../../../test/lmsFixtures';
import { render, screen } from '../../../test/render';
import { MeetingMenuItem } from './MeetingMenuItem';

const [p1, p2, p3, p8] = PERTEMUAN as [
  (typeof PERTEMUAN)[0],
  (typeof PERTEMUAN)[0],
  (typeof PERTEMUAN)[0],
  (typeof PERTEMUAN)[0],
];

describe('MeetingMenuItem', () => {
  it('shows number, title, type and status tags and activity counts', () => {
    render(<MeetingMenuItem pertemuan={p1} href="/kelas/101/p1" />);
    const link = screen.getByRole('link');
    expect(link).toHaveAccessibleName(
      'Pertemuan 1 Pengantar Basis Data Online Telah Berakhir Materi 2 Tugas 1 Vidcon 1 Ujian 0 Forum 1',
    );
    expect(link).toHaveAttribute('href', '/kelas/101/p1');
  });

  it("reads 'Pertemuan {n}' without a title and shows the exam category", () => {
    render(
      <>
        <MeetingMenuItem pertemuan={p3} href="/kelas/101/p3" />
        <MeetingMenuItem pertemuan={p8} href="/kelas/101/p8" />
      </>,
    );
    expect(screen.getByText('Pertemuan 3', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('UTS')).toBeInTheDocument();
  });

  it('navigates with the keyboard and marks the selected meeting', async () => {
    const { user, navigate } = render(
      <MeetingMenuItem pertemuan={p2} href="/kelas/101/p2" isSelected />,
    );
    await user.tab();
    expect(screen.getByRole('link')).toHaveFocus();
    expect(screen.getByRole('link')).toHaveAttribute('aria-current', 'page');
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/kelas/101/p2', undefined);
  });

  it('works as a button and can be disabled', async () => {
    const onPress = vi.fn();
    const { user, rerender } = render(
      <MeetingMenuItem pertemuan={null} onPress={onPress} isSelected />,
    );
    const button = screen.getByRole('button', { name: 'Pendahuluan' });
    expect(button).toHaveAttribute('aria-current', 'true');
    await user.tab();
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(1);
    rerender(<MeetingMenuItem pertemuan={p1} onPress={onPress} isDisabled />);
    await user.click(screen.getByRole('button'));
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});

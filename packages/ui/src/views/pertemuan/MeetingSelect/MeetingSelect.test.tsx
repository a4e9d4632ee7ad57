import { describe, expect, it, vi } from 'vitest';
import { PERTEMUAN } from '../../../test/lmsFixtures';
import { render, screen, within } from '../../../test/render';
import { ID_PENDAHULUAN, MeetingSelect } from './MeetingSelect';

describe('MeetingSelect', () => {
  it("lists 'Pendahuluan' and each meeting with date and time range", async () => {
    const { user } = render(
      <MeetingSelect pertemuan={PERTEMUAN} selectedId={ID_PENDAHULUAN} onSelect={vi.fn()} />,
    );
    const trigger = screen.getByRole('button', { name: /Pilih Pertemuan/ });
    expect(trigger).toHaveTextContent('Pendahuluan');
    await user.click(trigger);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Pendahuluan',
      '1. Pengantar Basis Data (02 Sep 2025, 09:20 - 11:00 WIB)',
      '2. Model Entitas-Relasi (09 Sep 2025, 09:20 - 11:00 WIB)',
      '3. Pertemuan 3 (16 Sep 2025, 09:20 - 11:00 WIB)',
      '8. Ujian Tengah Semester (21 Okt 2025, 08:00 - 10:00 WIB)',
    ]);
  });

  it('chooses a meeting with the keyboard', async () => {
    const onSelect = vi.fn();
    const { user } = render(
      <MeetingSelect pertemuan={PERTEMUAN} selectedId="p1" onSelect={onSelect} />,
    );
    expect(screen.getByRole('button', { name: /Pilih Pertemuan/ })).toHaveTextContent(
      '1. Pengantar Basis Data',
    );
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('p2');
  });
});

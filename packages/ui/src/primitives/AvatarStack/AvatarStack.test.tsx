import { describe, expect, it } from 'vitest';
import { render, screen, within } from '../../test/render';
import { AvatarStack } from './AvatarStack';

const orang = [
  'Siti Nurhaliza',
  'Budi Santoso',
  'Dewi Lestari',
  'Agus Prasetyo',
  'Rina Kartika',
].map((nama) => ({ nama }));

describe('AvatarStack', () => {
  it("shows at most 3 people, then '+n'", () => {
    render(<AvatarStack people={orang} />);
    const list = screen.getByRole('list', { name: '5 orang' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByRole('img', { name: 'Siti Nurhaliza' })).toBeInTheDocument();
    expect(within(list).queryByRole('img', { name: 'Agus Prasetyo' })).not.toBeInTheDocument();
    expect(
      within(list).getByRole('img', { name: '2 lainnya: Agus Prasetyo, Rina Kartika' }),
    ).toHaveTextContent('+2');
  });

  it("lists the hidden people in a tooltip when '+n' gets focus", async () => {
    const { user } = render(<AvatarStack people={orang} />);
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Agus Prasetyo, Rina Kartika');
  });

  it("has no '+n' up to the maximum", () => {
    render(<AvatarStack people={orang.slice(0, 3)} aria-label="Pengajar" />);
    const list = screen.getByRole('list', { name: 'Pengajar' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText(/^\+/)).not.toBeInTheDocument();
  });
});

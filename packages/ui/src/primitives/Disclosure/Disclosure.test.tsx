import { describe, expect, it } from 'vitest';
import { render, screen } from '../../test/render';
import { Disclosure, DisclosureGroup } from './Disclosure';

describe('Disclosure', () => {
  it('shows and hides its answer by click and keyboard, announcing the state', async () => {
    const { user } = render(
      <Disclosure title="Saya lupa password.">Hubungi operator LMS.</Disclosure>,
    );
    const tombol = screen.getByRole('button', { name: 'Saya lupa password.' });
    expect(tombol).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Hubungi operator LMS.')).not.toBeVisible();
    await user.click(tombol);
    expect(tombol).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Hubungi operator LMS.')).toBeVisible();
    await user.keyboard('{Enter}');
    expect(tombol).toHaveAttribute('aria-expanded', 'false');
  });

  it('sits under a heading of the given level', () => {
    render(
      <Disclosure title="Bagaimana cara masuk ke LMS?" level={2}>
        Jawaban
      </Disclosure>,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Bagaimana cara masuk ke LMS?' }),
    ).toBeInTheDocument();
  });

  it('stays closed while disabled', async () => {
    const { user } = render(
      <Disclosure title="Pertanyaan" isDisabled>
        Jawaban
      </Disclosure>,
    );
    await user.click(screen.getByRole('button', { name: 'Pertanyaan' }));
    expect(screen.getByRole('button', { name: 'Pertanyaan' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('keeps one answer open at a time in a group', async () => {
    const { user } = render(
      <DisclosureGroup>
        <Disclosure id="a" title="Pertama">
          Satu
        </Disclosure>
        <Disclosure id="b" title="Kedua">
          Dua
        </Disclosure>
      </DisclosureGroup>,
    );
    await user.click(screen.getByRole('button', { name: 'Pertama' }));
    await user.click(screen.getByRole('button', { name: 'Kedua' }));
    expect(screen.getByRole('button', { name: 'Pertama' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Kedua' })).toHaveAttribute('aria-expanded', 'true');
  });
});

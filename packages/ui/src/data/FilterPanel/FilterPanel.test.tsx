import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextField } from '../../primitives/TextField';
import { render, screen, waitFor, within } from '../../test/render';
import { FilterPanel } from './FilterPanel';

const setWide = (matches: boolean) => {
  const original = window.matchMedia;
  window.matchMedia = vi.fn((query: string) => ({
    matches,
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(() => false),
  })) as unknown as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
};

const panel = (
  props: { onApply?: () => void; onReset?: () => void; activeCount?: number } = {},
) => (
  <FilterPanel
    onApply={props.onApply ?? vi.fn()}
    onReset={props.onReset ?? vi.fn()}
    activeCount={props.activeCount}
  >
    <TextField label="Mata Kuliah" />
    <TextField label="Prodi Matkul" />
  </FilterPanel>
);

describe('FilterPanel', () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
  });

  it("is a panel with 'Terapkan' and 'Reset' from the tablet width up", async () => {
    restore = setWide(true);
    const onApply = vi.fn();
    const onReset = vi.fn();
    const { user } = render(panel({ onApply, onReset }));
    const form = screen.getByRole('form', { name: 'Filter' });
    await user.click(within(form).getByRole('button', { name: 'Terapkan' }));
    await user.click(within(form).getByRole('button', { name: 'Reset' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('applies with Enter in a field', async () => {
    restore = setWide(true);
    const onApply = vi.fn();
    const { user } = render(panel({ onApply }));
    await user.type(screen.getByRole('textbox', { name: 'Mata Kuliah' }), 'Basis Data{Enter}');
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it('opens as a full-screen sheet on phones and closes when applied', async () => {
    restore = setWide(false);
    const onApply = vi.fn();
    const { user } = render(panel({ onApply, activeCount: 2 }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filter 2 aktif' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filter' });
    await user.type(within(sheet).getByRole('textbox', { name: 'Prodi Matkul' }), 'Informatika');
    await user.click(within(sheet).getByRole('button', { name: 'Terapkan' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('resets from the sheet and keeps it open', async () => {
    restore = setWide(false);
    const onReset = vi.fn();
    const { user } = render(panel({ onReset }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filter' });
    await user.click(within(sheet).getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTimerUserOptions, startFakeTimers, stopFakeTimers } from '../../test/fakeTimers';
import { act, render, screen } from '../../test/render';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  beforeEach(startFakeTimers);
  afterEach(stopFakeTimers);

  const setup = (props: { delay?: number } = {}) => {
    const onSearch = vi.fn();
    const result = render(
      <SearchField placeholder="Cari judul pertemuan" onSearch={onSearch} {...props} />,
      { userOptions: fakeTimerUserOptions },
    );
    return {
      ...result,
      onSearch,
      input: screen.getByRole('searchbox', { name: 'Cari judul pertemuan' }),
    };
  };

  it('searches once, 500 ms after typing stops', async () => {
    const { user, onSearch, input } = setup();
    await user.type(input, 'basis');
    expect(onSearch).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('basis');
  });

  it('waits 1000 ms with delay={1000} (class-leader search)', async () => {
    const { user, onSearch, input } = setup({ delay: 1000 });
    await user.type(input, 'siti');
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onSearch).toHaveBeenCalledWith('siti');
  });

  it('searches at once on Enter, without a second call later', async () => {
    const { user, onSearch, input } = setup();
    await user.type(input, 'uts{Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('uts');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('clears with the clear button and with Escape', async () => {
    const { user, onSearch, input } = setup();
    await user.type(input, 'uas');
    await user.click(screen.getByRole('button', { name: 'Hapus pencarian' }));
    expect(input).toHaveValue('');
    expect(onSearch).toHaveBeenLastCalledWith('');
    await user.type(input, 'kuis');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(onSearch).toHaveBeenLastCalledWith('');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onSearch).not.toHaveBeenCalledWith('kuis');
  });
});

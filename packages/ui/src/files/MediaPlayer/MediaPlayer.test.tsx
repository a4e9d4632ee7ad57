import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '../../test/render';
import { MediaPlayer } from './MediaPlayer';

/** jsdom plays nothing: give the element a duration and the ranges played so far. */
function putar(el: HTMLElement, durasi: number, rentang: [number, number][]) {
  Object.defineProperty(el, 'duration', { configurable: true, value: durasi });
  Object.defineProperty(el, 'played', {
    configurable: true,
    value: {
      length: rentang.length,
      start: (i: number) => rentang[i]![0],
      end: (i: number) => rentang[i]![1],
    },
  });
  fireEvent.timeUpdate(el);
}

const media = () => screen.getByLabelText('Rekaman Kuliah Pertemuan 1');

describe('MediaPlayer', () => {
  it('reports the played share and the threshold once', () => {
    const onProgress = vi.fn();
    const onThresholdReached = vi.fn();
    render(
      <MediaPlayer
        src="/video.mp4"
        title="Rekaman Kuliah Pertemuan 1"
        onProgress={onProgress}
        onThresholdReached={onThresholdReached}
      />,
    );
    putar(media(), 200, [[0, 60]]);
    expect(onProgress).toHaveBeenLastCalledWith(30);
    expect(onThresholdReached).not.toHaveBeenCalled();
    expect(screen.getByText('Putar minimal 50% untuk memenuhi syarat kehadiran')).toBeVisible();
    putar(media(), 200, [[0, 100]]);
    expect(onProgress).toHaveBeenLastCalledWith(50);
    expect(onThresholdReached).toHaveBeenCalledTimes(1);
    putar(media(), 200, [[0, 180]]);
    expect(onProgress).toHaveBeenLastCalledWith(90);
    expect(onThresholdReached).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Syarat kehadiran terpenuhi')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Sudah ditonton' })).toHaveAttribute(
      'aria-valuetext',
      '90.0%',
    );
  });

  it('does not count seeking ahead and never goes back', () => {
    const onProgress = vi.fn();
    render(
      <MediaPlayer src="/video.mp4" title="Rekaman Kuliah Pertemuan 1" onProgress={onProgress} />,
    );
    putar(media(), 100, [
      [0, 10],
      [80, 90],
    ]);
    expect(onProgress).toHaveBeenLastCalledWith(20);
    putar(media(), 100, [[0, 5]]);
    expect(onProgress).toHaveBeenCalledTimes(1);
  });

  it('uses its own threshold for audio and skips it when already met', () => {
    const onThresholdReached = vi.fn();
    const { rerender } = render(
      <MediaPlayer
        jenis="audio"
        src="/audio.mp3"
        title="Rekaman Kuliah Pertemuan 1"
        ambangPersen={75}
        onThresholdReached={onThresholdReached}
      />,
    );
    expect(media().tagName).toBe('AUDIO');
    putar(media(), 100, [[0, 70]]);
    expect(onThresholdReached).not.toHaveBeenCalled();
    putar(media(), 100, [[0, 75]]);
    expect(onThresholdReached).toHaveBeenCalledTimes(1);
    rerender(
      <MediaPlayer
        jenis="audio"
        src="/lain.mp3"
        title="Rekaman Kuliah Pertemuan 1"
        isThresholdMet
        onThresholdReached={onThresholdReached}
      />,
    );
    expect(screen.getByText('Syarat kehadiran terpenuhi')).toBeVisible();
  });

  it('uses the native controls, which browsers make keyboard operable', () => {
    render(<MediaPlayer src="/video.mp4" title="Rekaman Kuliah Pertemuan 1" />);
    expect(media()).toHaveAttribute('controls');
    expect(media().querySelector('track')).toHaveAttribute('kind', 'captions');
  });
});

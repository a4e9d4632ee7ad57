import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '../../test/render';
import { FileViewer } from './FileViewer';

const FILE = 'https://files.kampus.example/modul 1.pdf';

describe('FileViewer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the file in the external viewer with the encoded URL', () => {
    render(<FileViewer url={FILE} title="Modul 1" />);
    expect(screen.getByTitle('Modul 1')).toHaveAttribute(
      'src',
      'https://docs.google.com/gview?embedded=true&url=https%3A%2F%2Ffiles.kampus.example%2Fmodul%201.pdf',
    );
    expect(screen.getByRole('progressbar', { name: 'Memuat dokumen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buka di tab baru' })).toHaveAttribute('href', FILE);
  });

  it('shows a file the browser displays itself without the external viewer', () => {
    render(<FileViewer url={FILE} viewerUrl={null} title="Modul 1" />);
    expect(screen.getByTitle('Modul 1')).toHaveAttribute('src', FILE);
  });

  it('reloads the frame every 2 s until it has loaded', () => {
    const onLoad = vi.fn();
    render(<FileViewer url={FILE} viewerUrl="/viewer?src={url}" onLoad={onLoad} />);
    const pertama = screen.getByTitle('Pratinjau dokumen');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByTitle('Pratinjau dokumen')).toBe(pertama);
    act(() => vi.advanceTimersByTime(1));
    const kedua = screen.getByTitle('Pratinjau dokumen');
    expect(kedua).not.toBe(pertama);
    fireEvent.load(kedua);
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByTitle('Pratinjau dokumen')).toBe(kedua);
  });

  it('starts again for another file', () => {
    const { rerender } = render(<FileViewer url={FILE} viewerUrl="/v?u={url}" />);
    fireEvent.load(screen.getByTitle('Pratinjau dokumen'));
    rerender(<FileViewer url="/lain.pdf" viewerUrl="/v?u={url}" />);
    expect(screen.getByTitle('Pratinjau dokumen')).toHaveAttribute('src', '/v?u=%2Flain.pdf');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from './saveFile';

/** The anchor the helper clicks, caught as it is clicked (it leaves the page at once). */
function catchClick() {
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    expect(this.isConnected).toBe(true);
    clicked.push(this);
  });
  return clicked;
}

// jsdom has no object URLs: each test puts its own in place, and they go afterwards.
const asli = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
afterEach(() => {
  URL.createObjectURL = asli.create;
  URL.revokeObjectURL = asli.revoke;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('saveFile: the one download helper', () => {
  it('saves a Blob under its name and frees the object URL afterwards', () => {
    vi.useFakeTimers();
    const createObjectURL = vi.fn(() => 'blob:kampus/1');
    const revokeObjectURL = vi.fn();
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    const clicked = catchClick();
    const blob = new Blob(['%PDF'], { type: 'application/pdf' });

    saveFile(blob, 'BAP - IF101 A.pdf');

    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.getAttribute('href')).toBe('blob:kampus/1');
    expect(clicked[0]?.download).toBe('BAP - IF101 A.pdf');
    expect(clicked[0]?.isConnected).toBe(false);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:kampus/1');
  });

  it('follows a stored file URL with download, without an object URL', () => {
    const createObjectURL = vi.fn();
    URL.createObjectURL = createObjectURL;
    const clicked = catchClick();

    saveFile('/v2/storager/berkas/materi/a.pdf?exp=1&sig=x', 'Modul Rekursi.pdf');

    expect(createObjectURL).not.toHaveBeenCalled();
    expect(clicked[0]?.getAttribute('href')).toBe('/v2/storager/berkas/materi/a.pdf?exp=1&sig=x');
    expect(clicked[0]?.download).toBe('Modul Rekursi.pdf');
    expect(clicked[0]?.rel).toBe('noopener');
    expect(clicked[0]?.isConnected).toBe(false);
  });

  it("leaves the name to the server's content-disposition when none is given", () => {
    const clicked = catchClick();
    saveFile('/v2/storager/berkas/materi/a.pdf');
    expect(clicked[0]?.hasAttribute('download')).toBe(true);
    expect(clicked[0]?.download).toBe('');
  });
});

/**
 * The one download helper (spec 7 'download helper'): hands a file to the browser's saver.
 * A Blob (a response read through the client, with the bearer token) is saved under `name`;
 * a URL (a stored file's signed address) is followed with `download`, so the server's
 * content-disposition name wins when `name` is empty.
 */
export function saveFile(source: Blob | string, name = '') {
  const blob = typeof source !== 'string';
  const url = blob ? URL.createObjectURL(source) : source;
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  if (!blob) a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // The object URL lives long enough for the browser to start the download.
  if (blob) setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

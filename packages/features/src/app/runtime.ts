/**
 * Runtime settings the server puts into index.html as `<meta name="kampus-runtime"
 * content="{json}">` (a meta element, because the Content-Security-Policy allows no inline script).
 */
export interface KampusRuntime {
  collegeId?: string;
  /** The college's name, for the login page before any call may be made. */
  namaPerguruanTinggi?: string;
}

/** The demo college, used by `vite dev` where no server injects the setting. */
const COLLEGE_ID_DEMO = 'kampus-demo';

/** Reads the settings; a page without them (vite dev, tests) gets none. */
export function bacaRuntime(doc: Document | undefined = globalThis.document): KampusRuntime {
  const isi = doc?.querySelector('meta[name="kampus-runtime"]')?.getAttribute('content');
  let hasil: KampusRuntime = {};
  try {
    const json: unknown = isi ? JSON.parse(isi) : {};
    if (json && typeof json === 'object') hasil = json as KampusRuntime;
  } catch {
    hasil = {};
  }
  return hasil;
}

export function collegeIdRuntime(): string {
  return bacaRuntime().collegeId || COLLEGE_ID_DEMO;
}

export function namaPerguruanTinggiRuntime(): string {
  return bacaRuntime().namaPerguruanTinggi || 'Kampus LMS';
}

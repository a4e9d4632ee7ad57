/** Runtime settings the server injects into index.html (window.__KAMPUS__). */
interface KampusRuntime {
  collegeId?: string;
  /** The college's name, for the login page before any call may be made. */
  namaPerguruanTinggi?: string;
}

declare global {
  interface Window {
    __KAMPUS__?: KampusRuntime;
  }
}

/** The demo college, used by `vite dev` where no server injects the setting. */
const COLLEGE_ID_DEMO = 'kampus-demo';

export function collegeIdRuntime(): string {
  return (typeof window !== 'undefined' && window.__KAMPUS__?.collegeId) || COLLEGE_ID_DEMO;
}

export function namaPerguruanTinggiRuntime(): string {
  return (typeof window !== 'undefined' && window.__KAMPUS__?.namaPerguruanTinggi) || 'Kampus LMS';
}

import '@kampus/ui/fonts';
import { registerSW } from 'virtual:pwa-register';
import { createKampusApi, KampusApp, tawarkanPembaruan } from '@kampus/features';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { halamanStaf, menuStaf } from './routes';

const { api, queryClient } = createKampusApi({
  storageKey: 'kampus.sesi.staf',
  roles: ['dosen', 'operator'],
});

const root = document.getElementById('root');
if (!root) throw new Error('elemen #root tidak ada');
createRoot(root).render(
  <StrictMode>
    <KampusApp
      judulAplikasi="LMS Dosen & Operator"
      api={api}
      queryClient={queryClient}
      menu={menuStaf}
      halaman={halamanStaf}
    />
  </StrictMode>,
);

// The service worker (issue 23): registered after the page has loaded; a new deploy's worker
// waits until the user takes the offer to reload.
const perbarui = registerSW({
  onNeedRefresh() {
    tawarkanPembaruan(() => perbarui(true));
  },
});

import '@kampus/ui/fonts';
import { createKampusApi, KampusApp } from '@kampus/features';
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

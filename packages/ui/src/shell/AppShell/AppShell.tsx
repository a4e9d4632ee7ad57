import type { ReactNode } from 'react';
import * as styles from './AppShell.css';

export interface AppShellProps {
  /** Usually a `<Sidebar />`: a column on desktop, a dialog below it. */
  sidebar: ReactNode;
  /** Usually an `<AppHeader />`. */
  header: ReactNode;
  /** The page. */
  children: ReactNode;
}

const MAIN_ID = 'konten-utama';

/** Page layout: sidebar column, header and the main content, mobile first. */
export function AppShell({ sidebar, header, children }: AppShellProps) {
  return (
    <div className={styles.root}>
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        Langsung ke konten
      </a>
      {sidebar}
      <div className={styles.column}>
        {header}
        <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}

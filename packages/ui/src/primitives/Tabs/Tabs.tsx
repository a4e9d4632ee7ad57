import {
  Tab as RACTab,
  TabList as RACTabList,
  type TabListProps as RACTabListProps,
  TabPanel as RACTabPanel,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  Tabs as RACTabs,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

export type TabsProps = Omit<RACTabsProps, 'className' | 'style'>;

/**
 * Tabs such as 'Data Diri' / 'Riwayat Aktivitas' or 'Upload Materi Baru' / 'Salin Materi Kelas
 * Lain'. Arrow keys move between tabs, Home/End jump to the ends.
 */
export function Tabs(props: TabsProps) {
  return <RACTabs {...props} className={styles.tabs} />;
}

export interface TabListProps<T extends object>
  extends Omit<RACTabListProps<T>, 'className' | 'style' | 'aria-label'> {
  /** What the tabs choose between, e.g. 'Profil'. Required: a tab list needs a name. */
  'aria-label': string;
}

export function TabList<T extends object>(props: TabListProps<T>) {
  return <RACTabList {...props} className={styles.tabList} />;
}

export type TabProps = Omit<RACTabProps, 'className' | 'style'>;

export function Tab(props: TabProps) {
  return <RACTab {...props} className={styles.tab} />;
}

export type TabPanelProps = Omit<RACTabPanelProps, 'className' | 'style'>;

export function TabPanel(props: TabPanelProps) {
  return <RACTabPanel {...props} className={styles.tabPanel} />;
}

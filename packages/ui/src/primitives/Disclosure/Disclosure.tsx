import ChevronDown from 'lucide-react/icons/chevron-down';
import type { ReactNode } from 'react';
import {
  Button,
  DisclosurePanel,
  Heading,
  Disclosure as RACDisclosure,
  DisclosureGroup as RACDisclosureGroup,
  type DisclosureGroupProps as RACDisclosureGroupProps,
  type DisclosureProps as RACDisclosureProps,
} from 'react-aria-components';
import * as styles from './Disclosure.css';

export interface DisclosureProps
  extends Omit<RACDisclosureProps, 'className' | 'style' | 'children'> {
  /** The always-visible question or heading; it is the trigger button. */
  title: ReactNode;
  /** The content shown when expanded. */
  children: ReactNode;
  /** Heading level of the title. @default 3 */
  level?: 2 | 3 | 4;
}

/**
 * A collapsible section (React Aria's Disclosure): a heading whose button shows or hides the
 * panel, with a chevron that turns, Enter/Space to toggle and the state read by screen readers.
 */
export function Disclosure({ title, children, level = 3, ...rest }: DisclosureProps) {
  return (
    <RACDisclosure {...rest} className={styles.disclosure}>
      <Heading level={level} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          <span className={styles.title}>{title}</span>
          <span className={styles.chevron} aria-hidden="true">
            <ChevronDown size="100%" />
          </span>
        </Button>
      </Heading>
      <DisclosurePanel className={styles.panel}>
        <div className={styles.content}>{children}</div>
      </DisclosurePanel>
    </RACDisclosure>
  );
}

export interface DisclosureGroupProps
  extends Omit<RACDisclosureGroupProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
}

/** Related disclosures, divided by rules; `allowsMultipleExpanded` keeps several open. */
export function DisclosureGroup({ children, ...rest }: DisclosureGroupProps) {
  return (
    <RACDisclosureGroup {...rest} className={styles.group}>
      {children}
    </RACDisclosureGroup>
  );
}

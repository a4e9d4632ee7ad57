import { type ReactNode, useId } from 'react';
import * as styles from './Card.css';

export const cardPaddings = ['none', 'small', 'medium', 'large'] as const;
export type CardPadding = (typeof cardPaddings)[number];

export interface CardProps {
  /** Heading of the card; the card becomes a labelled region. */
  title?: ReactNode;
  /** Level of the title heading. @default 2 */
  titleLevel?: 2 | 3 | 4;
  /** Controls at the end of the header (buttons, links). */
  headerActions?: ReactNode;
  /** Space inside the body. @default 'medium' */
  padding?: CardPadding;
  children?: ReactNode;
}

/** A bordered surface grouping related content, with an optional title and actions. */
export function Card({
  title,
  titleLevel = 2,
  headerActions,
  padding = 'medium',
  children,
}: CardProps) {
  const titleId = useId();
  const Heading = `h${titleLevel}` as const;
  const hasHeader = title !== undefined || headerActions !== undefined;
  return (
    <section className={styles.root} aria-labelledby={title !== undefined ? titleId : undefined}>
      {hasHeader ? (
        <header className={`${styles.header} ${styles.headerPadding[padding]}`}>
          {title !== undefined ? (
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
          ) : (
            <span />
          )}
          {headerActions !== undefined ? (
            <div className={styles.actions}>{headerActions}</div>
          ) : null}
        </header>
      ) : null}
      <div className={`${styles.body} ${styles.padding[padding]}`}>{children}</div>
    </section>
  );
}

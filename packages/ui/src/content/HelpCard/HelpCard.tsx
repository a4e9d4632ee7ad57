import ExternalLink from 'lucide-react/icons/external-link';
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { visuallyHidden } from '../../styles/utils.css';
import * as styles from './HelpCard.css';

export interface HelpCardProps {
  /** One lucide icon, e.g. `<BookOpen />`. */
  icon: ReactNode;
  title: string;
  subtitle?: string;
  /** External address, opened in a new tab (rel noopener noreferrer). */
  href: string;
  /** Level of the title heading. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/** A help entry on /bantuan: icon, title, subtitle and an external link (spec 2). */
export function HelpCard({ icon, title, subtitle, href, headingLevel = 3 }: HelpCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <div className={styles.text}>
        <Heading className={styles.title}>
          <Link href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
            {title}
            <span className={visuallyHidden}> (membuka tab baru)</span>
          </Link>
        </Heading>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      <span className={styles.external} aria-hidden="true">
        <ExternalLink />
      </span>
    </article>
  );
}

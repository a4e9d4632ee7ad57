import { avatarBertumpuk, MAKS_AVATAR_BERTUMPUK } from '@kampus/domain';
import { Avatar } from '../Avatar';
import { Tooltip } from '../Tooltip';
import * as styles from './AvatarStack.css';

export interface AvatarStackPerson {
  nama: string;
  fotoUrl?: string | null;
}

export interface AvatarStackProps {
  people: readonly AvatarStackPerson[];
  /** How many photos before '+n' (spec 9). @default 3 */
  max?: number;
  /** Name of the group. @default '{n} orang' */
  'aria-label'?: string;
}

/**
 * Overlapping avatars: at most `max` (3), then '+n' for the rest (domain `avatarBertumpuk`);
 * hovering or focusing '+n' lists the other names.
 */
export function AvatarStack({
  people,
  max = MAKS_AVATAR_BERTUMPUK,
  'aria-label': ariaLabel,
}: AvatarStackProps) {
  const { tampil, sisa, teksSisa } = avatarBertumpuk(people, max);
  const others = people.slice(tampil.length).map((person) => person.nama);
  return (
    <ul className={styles.root} aria-label={ariaLabel ?? `${people.length} orang`}>
      {tampil.map((person, index) => (
        // People may share a name: the position keeps keys unique.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is static for a render.
        <li key={`${person.nama}-${index}`} className={styles.item}>
          <Avatar name={person.nama} src={person.fotoUrl} />
        </li>
      ))}
      {teksSisa ? (
        <li className={styles.item}>
          <Tooltip content={others.join(', ')} isTextTrigger>
            <span
              className={styles.more}
              role="img"
              aria-label={`${sisa} lainnya: ${others.join(', ')}`}
            >
              <span aria-hidden="true">{teksSisa}</span>
            </span>
          </Tooltip>
        </li>
      ) : null}
    </ul>
  );
}

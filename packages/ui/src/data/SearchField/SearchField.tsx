import { JEDA_CARI_MS } from '@kampus/domain';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import {
  Group,
  Input,
  Button as RACButton,
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components';
import { useDebouncedCallback } from '../../hooks/useDebouncedCallback';
import { FieldParts, type FieldTextProps } from '../../primitives/Field/Field';
import * as fieldStyles from '../../primitives/Field/Field.css';
import * as styles from './SearchField.css';

export interface SearchFieldProps
  extends Omit<RACSearchFieldProps, 'className' | 'style' | 'children' | 'onSubmit'>,
    FieldTextProps {
  /** e.g. 'Cari judul pertemuan'. Also the accessible name when there is no label. */
  placeholder: string;
  /** Called with the text once typing has paused for `delay` ms, at once on Enter and on clear. */
  onSearch: (value: string) => void;
  /** Debounce in ms (spec 9: 500; the class-leader search uses 1000). @default 500 */
  delay?: number;
}

/**
 * A search input that asks for results after a pause in typing (spec 9 'Debounces'), with a clear
 * button. Enter searches at once; Escape clears.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  onSearch,
  delay = JEDA_CARI_MS,
  onChange,
  onClear,
  ...rest
}: SearchFieldProps) {
  const search = useDebouncedCallback(onSearch, delay);
  const ariaLabel = rest['aria-label'] ?? (label ? undefined : placeholder);
  return (
    <RACSearchField
      {...rest}
      aria-label={ariaLabel}
      className={styles.root}
      onChange={(value) => {
        onChange?.(value);
        search(value);
      }}
      onSubmit={(value) => search.flush(value)}
      onClear={() => {
        onClear?.();
        search.flush('');
      }}
    >
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={rest.isRequired}
      >
        <Group className={styles.group}>
          <span className={fieldStyles.icon} aria-hidden="true">
            <Search size="100%" />
          </span>
          <Input className={styles.input} placeholder={placeholder} />
          <RACButton className={styles.clear} aria-label="Hapus pencarian">
            <X aria-hidden="true" size={16} />
          </RACButton>
        </Group>
      </FieldParts>
    </RACSearchField>
  );
}

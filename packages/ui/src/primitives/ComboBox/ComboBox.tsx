import ChevronDown from 'lucide-react/icons/chevron-down';
import Search from 'lucide-react/icons/search';
import {
  Group,
  Input,
  Popover,
  Button as RACButton,
  ComboBox as RACComboBox,
  type ComboBoxProps as RACComboBoxProps,
} from 'react-aria-components';
import { FieldParts, type FieldTextProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { OptionList, type SelectOption } from '../Select/Select';
import * as styles from './ComboBox.css';

export interface ComboBoxProps
  extends Omit<
      RACComboBoxProps<SelectOption, 'single'>,
      'className' | 'style' | 'children' | 'items' | 'selectionMode' | 'defaultItems'
    >,
    FieldTextProps {
  /** All options; the list shows those whose label contains the typed text. */
  items: readonly SelectOption[];
  placeholder?: string;
  /** Shown when nothing matches. @default 'Data tidak ditemukan' */
  emptyText?: string;
}

/**
 * A searchable select: typing filters the options (case and accents ignored, id-ID), the arrow
 * keys move, Enter chooses, Escape closes. Pass `inputValue`/`onInputChange` and a `defaultFilter`
 * of `() => true` to search on the server instead.
 */
export function ComboBox({
  label,
  description,
  errorMessage,
  items,
  placeholder,
  emptyText = 'Data tidak ditemukan',
  ...rest
}: ComboBoxProps) {
  // RAC filters the options with `contains` at base sensitivity (case and accents ignored).
  return (
    <RACComboBox {...rest} defaultItems={items} allowsEmptyCollection className={fieldStyles.field}>
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
          <RACButton className={styles.button}>
            <ChevronDown aria-hidden="true" size={16} />
          </RACButton>
        </Group>
      </FieldParts>
      <Popover className={fieldStyles.popover} offset={4}>
        <OptionList items={items} emptyText={emptyText} />
      </Popover>
    </RACComboBox>
  );
}

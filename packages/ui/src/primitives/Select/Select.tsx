import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import {
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  Button as RACButton,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  SelectValue,
} from 'react-aria-components';
import { FieldParts, type FieldTextProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './Select.css';

/** One choice of a `Select` or `ComboBox`. */
export interface SelectOption {
  id: Key;
  /** The visible text, also used for typeahead and filtering. */
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps
  extends Omit<
      RACSelectProps<SelectOption, 'single'>,
      'className' | 'style' | 'children' | 'items' | 'selectionMode'
    >,
    FieldTextProps {
  items: readonly SelectOption[];
  /** Shown when nothing is chosen. @default 'Pilih salah satu' */
  placeholder?: string;
  /** Shown in the open list when there are no items. @default 'Tidak ada pilihan' */
  emptyText?: string;
}

/** The options of a select or combo box, with a check on the chosen one. */
export function OptionList({
  items,
  emptyText,
}: {
  items: readonly SelectOption[];
  emptyText: string;
}) {
  return (
    <ListBox
      items={items}
      className={fieldStyles.listBox}
      renderEmptyState={() => <div className={fieldStyles.listBoxEmpty}>{emptyText}</div>}
    >
      {(item) => (
        <ListBoxItem
          id={item.id}
          textValue={item.label}
          isDisabled={item.isDisabled}
          className={fieldStyles.listBoxItem}
        >
          {({ isSelected }) => (
            <>
              {item.label}
              {isSelected ? (
                <span className={fieldStyles.listBoxCheck} aria-hidden="true">
                  <Check size="100%" />
                </span>
              ) : null}
            </>
          )}
        </ListBoxItem>
      )}
    </ListBox>
  );
}

/**
 * Choose one of a list (page size, meeting, type). Enter, Space or the arrow keys open it; typing
 * jumps to a matching option. `value`/`onChange` carry the chosen option's `id`.
 */
export function Select({
  label,
  description,
  errorMessage,
  items,
  placeholder = 'Pilih salah satu',
  emptyText = 'Tidak ada pilihan',
  ...rest
}: SelectProps) {
  return (
    <RACSelect
      {...rest}
      placeholder={placeholder}
      allowsEmptyCollection
      className={fieldStyles.field}
    >
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={rest.isRequired}
      >
        <RACButton className={styles.trigger}>
          <SelectValue className={styles.value} />
          <span className={styles.chevron} aria-hidden="true">
            <ChevronDown size="100%" />
          </span>
        </RACButton>
      </FieldParts>
      <Popover className={fieldStyles.popover} offset={4}>
        <OptionList items={items} emptyText={emptyText} />
      </Popover>
    </RACSelect>
  );
}

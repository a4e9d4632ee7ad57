import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import {
  Group,
  Input,
  Button as RACButton,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
} from 'react-aria-components';
import { FieldParts, type FieldTextProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './NumberField.css';

export interface NumberFieldProps
  extends Omit<RACNumberFieldProps, 'className' | 'style' | 'children'>,
    FieldTextProps {
  placeholder?: string;
  /** Show the 'Kurangi' and 'Tambah' buttons (RAC has no Indonesian labels). @default true */
  showSteppers?: boolean;
}

/**
 * A number input (durasi, minimal_post, nilai) formatted in id-ID (comma decimals). ArrowUp and
 * ArrowDown step by `step`; the value is kept within `minValue`..`maxValue`.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  showSteppers = true,
  ...rest
}: NumberFieldProps) {
  return (
    <RACNumberField {...rest} className={fieldStyles.field}>
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={rest.isRequired}
      >
        <Group className={styles.group}>
          <Input className={styles.input} placeholder={placeholder} />
          {showSteppers ? (
            <>
              <RACButton slot="decrement" className={styles.stepper} aria-label="Kurangi">
                <Minus aria-hidden="true" size={16} />
              </RACButton>
              <RACButton slot="increment" className={styles.stepper} aria-label="Tambah">
                <Plus aria-hidden="true" size={16} />
              </RACButton>
            </>
          ) : null}
        </Group>
      </FieldParts>
    </RACNumberField>
  );
}

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, TextField as RACTextField } from 'react-aria-components';
import { FieldParts } from './Field';
import * as styles from './Field.css';

/** The shared parts of every kit field: label (red asterisk when required), help and error. */
function FieldDemo(props: {
  label: string;
  description?: string;
  errorMessage?: string;
  isRequired?: boolean;
  isInvalid?: boolean;
}) {
  return (
    <RACTextField
      className={styles.field}
      isRequired={props.isRequired}
      isInvalid={props.isInvalid}
      style={{ maxWidth: 360 }}
    >
      <FieldParts {...props}>
        <Input className={styles.input} />
      </FieldParts>
    </RACTextField>
  );
}

const meta = {
  title: 'Primitives/Field',
  component: FieldDemo,
  args: { label: 'Judul', description: 'Judul materi yang tampil di kelas' },
} satisfies Meta<typeof FieldDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Judul wajib diisi!' },
};

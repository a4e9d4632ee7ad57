import type { ValidationResult } from 'react-aria-components';
import { Input, TextField as RACTextField } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { render, screen } from '../../test/render';
import { FieldParts, fieldErrorText } from './Field';

const hasil = (details: Partial<ValidityState>, errors: string[] = []): ValidationResult => ({
  isInvalid: true,
  validationErrors: errors,
  validationDetails: { valid: false, ...details } as ValidityState,
});

describe('fieldErrorText', () => {
  it.each([
    ['a missing required value', hasil({ valueMissing: true }), undefined, 'Harap isi bidang ini'],
    [
      'the given message first',
      hasil({ valueMissing: true }),
      'Judul wajib diisi!',
      'Judul wajib diisi!',
    ],
    ['a computed message', hasil({}, ['x']), () => 'Dihitung', 'Dihitung'],
    [
      'the validation errors',
      hasil({}, ['Terlalu pendek', 'Salah format']),
      undefined,
      'Terlalu pendek Salah format',
    ],
  ])('uses %s', (_case, validation, message, expected) => {
    expect(fieldErrorText(validation, message)).toBe(expected);
  });
});

describe('FieldParts', () => {
  it('shows a red asterisk that screen readers skip, and links the description', () => {
    render(
      <RACTextField isRequired>
        <FieldParts label="Judul" description="Maksimal 100 karakter" isRequired>
          <Input />
        </FieldParts>
      </RACTextField>,
    );
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('textbox', { name: 'Judul' })).toHaveAccessibleDescription(
      'Maksimal 100 karakter',
    );
  });
});

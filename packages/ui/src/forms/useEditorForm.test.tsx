import { describe, expect, it, vi } from 'vitest';
import { Modal } from '../overlays/Modal';
import { Checkbox } from '../primitives/Checkbox';
import { Select } from '../primitives/Select';
import { TextField } from '../primitives/TextField';
import { render, screen, waitFor } from '../test/render';
import { keyAdapter } from './adapters';
import { FormGrid, FormSection, FormStack } from './FormLayout';
import { schemaErrors } from './schemaErrors';
import { type FieldErrors, useEditorForm } from './useEditorForm';

interface Nilai {
  judul: string;
  ruang: string | null;
  jam: string | null;
  wajib: boolean;
}

function Editor({
  onSubmit,
  validate,
}: {
  onSubmit: (nilai: Nilai) => unknown;
  validate?: (nilai: Nilai) => FieldErrors;
}) {
  const form = useEditorForm<Nilai>({
    initial: () => ({ judul: 'Basis Data', ruang: null, jam: null, wajib: false }),
    open: { isOpen: true },
    // Another room makes the time to be checked again.
    clears: (p) => ('ruang' in p ? ['jam'] : []),
    disableWhileSubmitting: true,
  });
  return (
    <Modal
      {...form.open}
      title="Ubah"
      isSubmitting={form.isSubmitting}
      isSubmitDisabled={!form.isDirty}
      onSubmit={() =>
        void form.submit(() => onSubmit(form.values), {
          validate: validate ? () => validate(form.values) : undefined,
        })
      }
    >
      <FormStack>
        <TextField label="Judul" isRequired {...form.field('judul')} />
        <FormSection title="Jadwal">
          <FormGrid>
            <Select
              label="Ruang"
              items={[
                { id: 'r1', label: 'Ruang 1' },
                { id: 'r2', label: 'Ruang 2' },
              ]}
              {...form.field('ruang', { adapter: keyAdapter<string>() })}
            />
            <TextField label="Jam" {...form.field('jam', { adapter: jamAdapter })} />
          </FormGrid>
        </FormSection>
        <Checkbox {...form.toggle('wajib')}>Wajib hadir</Checkbox>
      </FormStack>
    </Modal>
  );
}

const jamAdapter = {
  toField: (v: string | null) => v ?? '',
  fromField: (v: string) => (v === '' ? null : v),
};

describe('useEditorForm', () => {
  it('binds fields to the values and saves only after a change', async () => {
    const onSubmit = vi.fn();
    const { user } = render(<Editor onSubmit={onSubmit} />);
    const judul = screen.getByRole('textbox', { name: 'Judul' });
    expect(judul).toHaveValue('Basis Data');
    expect(screen.getByRole('button', { name: 'Simpan' })).toBeDisabled();
    await user.clear(judul);
    await user.type(judul, 'Jaringan');
    await user.type(screen.getByRole('textbox', { name: 'Jam' }), '08:00');
    await user.click(screen.getByRole('checkbox', { name: 'Wajib hadir' }));
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(onSubmit).toHaveBeenCalledWith({
      judul: 'Jaringan',
      ruang: null,
      jam: '08:00',
      wajib: true,
    });
    expect(screen.getByRole('group', { name: 'Jadwal' })).toBeInTheDocument();
  });

  it('shows the validator errors on the fields and clears one when its field changes', async () => {
    const onSubmit = vi.fn();
    const { user } = render(
      <Editor
        onSubmit={onSubmit}
        validate={(n) => (n.judul.trim() === '' ? { judul: 'Judul wajib diisi!' } : {})}
      />,
    );
    const judul = screen.getByRole('textbox', { name: 'Judul' });
    await user.clear(judul);
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(judul).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Judul wajib diisi!')).toBeVisible();
    await user.type(judul, 'A');
    expect(judul).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Judul wajib diisi!')).not.toBeInTheDocument();
  });

  it('stays pending while saving, then puts the server field errors on the fields', async () => {
    let gagal: (e: unknown) => void = () => {};
    const onSubmit = vi.fn(
      () =>
        new Promise((_resolve, reject) => {
          gagal = reject;
        }),
    );
    const { user } = render(<Editor onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Jam' }), '25:00');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Judul' })).toBeDisabled());
    gagal({ errors: [{ field: 'jam', message: 'Jam tidak valid' }] });
    expect(await screen.findByText('Jam tidak valid')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Jam' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Judul' })).toBeEnabled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('schemaErrors', () => {
  it('keys a Standard Schema result by field, first message first', () => {
    const schema = {
      '~standard': {
        validate: () => ({
          issues: [
            { message: 'Judul wajib diisi!', path: ['judul'] },
            { message: 'Terlalu pendek', path: [{ key: 'judul' }] },
            { message: 'Ruang tidak dikenal', path: [{ key: 'ruang' }, 0] },
            { message: 'Data tidak valid' },
          ],
        }),
      },
    };
    expect(schemaErrors(schema, {})).toEqual({
      judul: 'Judul wajib diisi!',
      ruang: 'Ruang tidak dikenal',
      root: 'Data tidak valid',
    });
    expect(schemaErrors({ '~standard': { validate: () => ({ value: {} }) } }, {})).toEqual({});
  });
});

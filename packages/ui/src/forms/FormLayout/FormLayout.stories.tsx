import type { Meta, StoryObj } from '@storybook/react-vite';
import { Radio, RadioGroup } from '../../primitives/RadioGroup';
import { Select } from '../../primitives/Select';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { FormGrid, FormSection, FormStack } from './FormLayout';

/** The editors' layout: fields one under another, pairs side by side, titled sections. */
function ContohForm({ galat = false }: { galat?: boolean }) {
  return (
    <div style={{ maxWidth: 720 }}>
      <FormStack>
        <TextField
          label="Judul"
          isRequired
          defaultValue={galat ? '' : 'Normalisasi Basis Data'}
          isInvalid={galat}
          errorMessage="Judul wajib diisi!"
        />
        <TextArea label="Deskripsi" rows={3} defaultValue="Bentuk normal 1NF sampai BCNF." />
        <FormGrid>
          <RadioGroup label="Kategori" orientation="horizontal" defaultValue="kuliah">
            <Radio value="kuliah">Kuliah</Radio>
            <Radio value="ujian">Ujian</Radio>
          </RadioGroup>
          <RadioGroup label="Jenis" orientation="horizontal" defaultValue="online">
            <Radio value="online">Online</Radio>
            <Radio value="offline">Offline</Radio>
          </RadioGroup>
        </FormGrid>
        <FormSection
          title="Jadwal"
          note={galat ? undefined : 'Jadwal pertemuan ini tidak dapat diubah.'}
        >
          <FormGrid>
            <TextField label="Tanggal" defaultValue="04/03/2026" isDisabled={!galat} />
            <Select
              label="Sesi"
              items={[{ id: 's1', label: 'Sesi 1 (07:30 - 09:10)' }]}
              defaultValue="s1"
              isDisabled={!galat}
            />
          </FormGrid>
        </FormSection>
      </FormStack>
    </div>
  );
}

const meta = {
  title: 'Forms/FormLayout',
  component: ContohForm,
} satisfies Meta<typeof ContohForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A field error in place, the section's fields editable. */
export const WithError: Story = { args: { galat: true } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GAMBAR_PNG_URL } from '../../test/lmsFixtures';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

/** Stored meeting text: HTML, edited as Markdown inside. */
const TEKS = `<h2>Tujuan Pembelajaran</h2>
<p>Mahasiswa mampu <strong>menjelaskan</strong> konsep basis data dan <em>merancang</em> diagram ER.</p>
<ol><li>Membaca modul 1</li><li>Mengerjakan kuis pendahuluan</li></ol>
<ul><li>Diskusi di <a href="https://lms.kampus.example/forum">forum</a></li><li>Mengunggah tugas</li></ul>
<table><thead><tr><th>Kegiatan</th><th>Durasi</th></tr></thead><tbody><tr><td>Ceramah</td><td>50 menit</td></tr></tbody></table>
<p><img src="${GAMBAR_PNG_URL}" alt="Contoh diagram"></p>`;

function Terkendali(args: RichTextEditorProps) {
  const [teks, setTeks] = useState(args.defaultValue ?? '');
  return (
    <RichTextEditor
      {...args}
      defaultValue={undefined}
      value={teks}
      onChange={(v) => {
        setTeks(v);
        args.onChange?.(v);
      }}
    />
  );
}

const meta = {
  title: 'Content/RichTextEditor',
  component: RichTextEditor,
  args: { label: 'Teks Pertemuan', defaultValue: TEKS, onChange: fn(), height: 360 },
  render: (args) => <Terkendali {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = {
  args: { defaultValue: '', placeholder: 'Tulis teks pertemuan di sini...' },
};

/** Bold on the selection, then undo: the toolbar works by pointer and keyboard. */
export const FormatAndUndo: Story = {
  args: { defaultValue: '<p>Pengantar</p>' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Teks Pertemuan' }) as HTMLTextAreaElement;
    area.focus();
    area.setSelectionRange(0, 9);
    await userEvent.click(canvas.getByRole('button', { name: /^Tebal/ }));
    await expect(area).toHaveValue('**Pengantar**');
    await expect(args.onChange).toHaveBeenLastCalledWith('<p><strong>Pengantar</strong></p>');
    await userEvent.click(canvas.getByRole('button', { name: /^Urungkan/ }));
    await expect(area).toHaveValue('Pengantar');
  },
};

export const Preview: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Pratinjau/ }));
  },
};

export const Required: Story = {
  args: {
    defaultValue: '',
    isRequired: true,
    description: 'Teks ini ditampilkan kepada mahasiswa pada halaman pertemuan.',
    errorMessage: 'Deskripsi wajib diisi!',
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const LongText: Story = {
  args: {
    label:
      'Deskripsi Pertemuan, Capaian Pembelajaran Mata Kuliah, dan Petunjuk Pengerjaan Aktivitas Mandiri',
    defaultValue:
      '<p>Mahasiswa diharapkan telah membaca bab pertama buku ajar sebelum perkuliahan dimulai, kemudian menuliskan ringkasan sepanjang satu halaman yang memuat definisi basis data, sistem manajemen basis data, perbedaan antara data dan informasi, serta contoh penerapan basis data pada sistem informasi akademik perguruan tinggi di Indonesia.</p>',
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

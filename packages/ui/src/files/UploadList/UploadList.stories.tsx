import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Berkas } from '../FileCard';
import { type BarisUnggah, UploadList } from './UploadList';

const berkas = (name: string, content_length: number, n: number): Berkas => ({
  name,
  content_length,
  url: `/v2/storager/berkas/jawaban_ujian/7c3e4f50-0000-4000-8000-00000000000${n}.${name.split('.').pop()}`,
});

const FILES = [berkas('jawaban-esai-3nf.pdf', 184_320, 1), berkas('diagram-erd.png', 524_288, 2)];

const UPLOADS: BarisUnggah[] = [
  {
    id: 1,
    nama: 'skema-relasional-perpustakaan.docx',
    ukuran: 96_512,
    persen: 40,
    status: 'unggah',
  },
  { id: 2, nama: 'rekaman-presentasi.mp4', ukuran: 8_200_000, persen: null, status: 'unggah' },
  {
    id: 3,
    nama: 'lampiran-besar.zip',
    ukuran: 24_000_000,
    persen: null,
    status: 'gagal',
    pesan: 'Unggah gagal: Ukuran file melebihi 10.24 MB',
  },
];

const meta = {
  title: 'Files/UploadList',
  component: UploadList,
  args: {
    'aria-label': 'Lampiran jawaban',
    files: FILES,
    uploads: UPLOADS,
    onRemove: fn(),
    onRemoveUpload: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UploadList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stored files, an upload at 40 %, one not reporting yet, one refused. */
export const Default: Story = {};

/** Only stored files, each removable. */
export const HanyaBerkas: Story = { args: { uploads: [] } };

/** Read-only: the files without their remove buttons. */
export const Disabled: Story = { args: { uploads: [], onRemove: undefined } };

/** Nothing stored or on its way: nothing shows. */
export const Empty: Story = { args: { files: [], uploads: [] } };

export const LongText: Story = {
  args: {
    files: [
      berkas('Rencana Pembelajaran Semester Basis Data dan Sistem Informasi.docx', 84_200, 3),
    ],
    uploads: [
      {
        id: 4,
        nama: 'Jawaban Ujian Akhir Semester Perancangan Basis Data Sistem Informasi Akademik.pdf',
        ukuran: 2_400_000,
        persen: 75,
        status: 'unggah',
      },
      {
        id: 5,
        nama: 'berkas-tanpa-izin.exe',
        ukuran: 1_000,
        persen: null,
        status: 'gagal',
        pesan:
          'Jenis file yang didukung adalah .pdf, .doc, .docx, .xls, .xlsx, .ppt, .pptx, .zip, .rar, .png, .jpg, .jpeg, dengan maksimal ukuran sebesar 10.24 MB',
      },
    ],
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};

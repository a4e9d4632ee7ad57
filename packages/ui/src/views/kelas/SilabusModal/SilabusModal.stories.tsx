import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  INFO_MATA_KULIAH,
  INFO_MATA_KULIAH_KOSONG,
  INFO_MATA_KULIAH_PANJANG,
  INFO_MATA_KULIAH_TAUTAN,
  RENCANA_EVALUASI,
  RENCANA_PEMBELAJARAN,
  RENCANA_PEMBELAJARAN_PANJANG,
} from '../../../test/kelasFixtures';
import { SilabusModal } from './SilabusModal';

const meta = {
  title: 'Views/SilabusModal',
  component: SilabusModal,
  // An open modal covers the page: every docs example gets an iframe of its own.
  parameters: {
    screenshot: { target: 'viewport' },
    docs: { story: { inline: false, height: '720px' } },
  },
  args: {
    isOpen: true,
    info: INFO_MATA_KULIAH,
    rencanaPembelajaran: RENCANA_PEMBELAJARAN,
    rencanaEvaluasi: RENCANA_EVALUASI,
    onUbahRps: fn(),
    onUrlTidakDapatDiunduh: fn(),
    onOpenBerkas: fn(),
    onClose: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof SilabusModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A student or a teacher outside the RPS team: no 'Ubah Data RPS'. */
export const Default: Story = {};

/** The course coordinator or RPS developer: 'Ubah Data RPS'. */
export const TimRps: Story = { args: { bolehUbahRps: true } };

export const UbahRpsPending: Story = { args: { bolehUbahRps: true, isUbahRpsPending: true } };

/** A URL-type syllabus file. */
export const UrlItem: Story = { args: { info: INFO_MATA_KULIAH_TAUTAN } };

export const Empty: Story = {
  args: { info: INFO_MATA_KULIAH_KOSONG, rencanaPembelajaran: [], rencanaEvaluasi: [] },
};

export const Loading: Story = {
  args: {
    info: null,
    muatInfo: { isLoading: true },
    rencanaPembelajaran: [],
    muatRencanaPembelajaran: { isLoading: true },
    rencanaEvaluasi: [],
    muatRencanaEvaluasi: { isLoading: true },
  },
};

/** Each section fails on its own: here the plans, while the syllabus loaded. */
export const LoadFailed: Story = {
  args: {
    rencanaPembelajaran: [],
    muatRencanaPembelajaran: { isError: true, onRetry: fn() },
    rencanaEvaluasi: [],
    muatRencanaEvaluasi: { isError: true, onRetry: fn() },
  },
};

export const LongText: Story = {
  args: {
    info: INFO_MATA_KULIAH_PANJANG,
    rencanaPembelajaran: RENCANA_PEMBELAJARAN_PANJANG,
    bolehUbahRps: true,
  },
};

export const Mobile: Story = {
  args: { bolehUbahRps: true, info: INFO_MATA_KULIAH_TAUTAN },
  globals: { viewport: { value: 'mobile' } },
};

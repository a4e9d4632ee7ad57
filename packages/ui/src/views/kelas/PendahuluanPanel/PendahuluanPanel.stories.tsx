import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  INFO_MATA_KULIAH,
  INFO_MATA_KULIAH_KOSONG,
  INFO_MATA_KULIAH_PANJANG,
  INFO_MATA_KULIAH_TAUTAN,
} from '../../../test/kelasFixtures';
import { PendahuluanPanel } from './PendahuluanPanel';

const meta = {
  title: 'Views/PendahuluanPanel',
  component: PendahuluanPanel,
  args: {
    silabus: INFO_MATA_KULIAH.pendahuluan.silabus,
    onLihatSilabus: fn(),
    onUrlTidakDapatDiunduh: fn(),
    onOpenBerkas: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PendahuluanPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A URL-type syllabus item: its download button reports 'URL tidak dapat didownload!'. */
export const UrlItem: Story = { args: { silabus: INFO_MATA_KULIAH_TAUTAN.pendahuluan.silabus } };

/** Without the syllabus modal button. */
export const TanpaTombol: Story = { args: { onLihatSilabus: undefined } };

export const Empty: Story = { args: { silabus: INFO_MATA_KULIAH_KOSONG.pendahuluan.silabus } };

export const Loading: Story = { args: { silabus: null, isLoading: true } };

export const LoadFailed: Story = { args: { silabus: null, isError: true } };

export const LongText: Story = { args: { silabus: INFO_MATA_KULIAH_PANJANG.pendahuluan.silabus } };

export const Mobile: Story = {
  args: { silabus: INFO_MATA_KULIAH_TAUTAN.pendahuluan.silabus },
  globals: { viewport: { value: 'mobile' } },
};

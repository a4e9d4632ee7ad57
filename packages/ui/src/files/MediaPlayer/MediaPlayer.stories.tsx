import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AUDIO_URL, CAPTIONS_URL, POSTER_URL } from '../../test/lmsFixtures';
import { MediaPlayer, mediaKinds } from './MediaPlayer';

// Local media only: a one-second silent WAV and an SVG poster; nothing loads before play.
const meta = {
  title: 'Files/MediaPlayer',
  component: MediaPlayer,
  args: {
    src: AUDIO_URL,
    jenis: 'video',
    title: 'Rekaman Kuliah Pertemuan 1',
    poster: POSTER_URL,
    captionsSrc: CAPTIONS_URL,
    preload: 'none',
    onProgress: fn(),
    onThresholdReached: fn(),
  },
  argTypes: { jenis: { control: 'inline-radio', options: mediaKinds } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MediaPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Video: Story = {};

export const Audio: Story = { args: { jenis: 'audio', title: 'Podcast Materi: Normalisasi' } };

export const ThresholdMet: Story = { args: { isThresholdMet: true } };

export const WithoutStatus: Story = { args: { showStatus: false } };

export const LongText: Story = {
  args: {
    title:
      'Rekaman Kuliah Pertemuan 12: Normalisasi Basis Data Relasional dari Bentuk Normal Pertama hingga Boyce-Codd',
    ambangPersen: 75,
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

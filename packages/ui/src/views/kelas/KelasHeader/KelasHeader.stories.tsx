import type { Meta, StoryObj } from '@storybook/react-vite';
import Settings from 'lucide-react/icons/settings';
import UserRound from 'lucide-react/icons/user-round';
import { fn } from 'storybook/test';
import { Button } from '../../../primitives/Button';
import { KELAS_DENGAN_BANNER, KELAS_KULIAH, KELAS_TEKS_PANJANG } from '../../../test/kelasFixtures';
import { KelasHeader } from './KelasHeader';

const aksiStaf = (
  <>
    <Button variant="secondary" icon={<UserRound />} href="/kelas/20251_K1_IF201_A/profil">
      Profil Kelas
    </Button>
    <Button variant="secondary" icon={<Settings />}>
      Pengaturan Kelas
    </Button>
  </>
);

const meta = {
  title: 'Views/KelasHeader',
  component: KelasHeader,
  args: { kelas: KELAS_KULIAH, actions: aksiStaf, onRetry: fn() },
  argTypes: { actions: { control: false } },
} satisfies Meta<typeof KelasHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lecturer's view: 'Profil Kelas' and 'Pengaturan Kelas'. */
export const Default: Story = {};

/** A student's view: only the profile link. */
export const Mahasiswa: Story = {
  args: {
    actions: (
      <Button variant="secondary" icon={<UserRound />} href="/kelas/20251_K1_IF201_A/profil">
        Profil Kelas
      </Button>
    ),
  },
};

export const WithBannerImage: Story = { args: { kelas: KELAS_DENGAN_BANNER } };

/** No lecturer yet and no actions. */
export const Empty: Story = {
  args: { kelas: { ...KELAS_KULIAH, pengajar: [] }, actions: undefined },
};

export const Loading: Story = { args: { kelas: null, isLoading: true } };

export const LoadFailed: Story = { args: { kelas: null, isError: true } };

/** Long course name, 5 lecturers ('+2') and banner index 11 (11 mod 7 = 4). */
export const LongText: Story = { args: { kelas: KELAS_TEKS_PANJANG } };

export const Mobile: Story = {
  args: { kelas: KELAS_TEKS_PANJANG },
  globals: { viewport: { value: 'mobile' } },
};

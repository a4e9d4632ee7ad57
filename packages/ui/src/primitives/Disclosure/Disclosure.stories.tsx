import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Disclosure, DisclosureGroup } from './Disclosure';

const meta = {
  title: 'Primitives/Disclosure',
  component: Disclosure,
  args: {
    title: 'Bagaimana cara masuk ke LMS?',
    children: 'Gunakan username dan password yang sama dengan akun akademik Anda.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Collapsed: only the question shows. */
export const Default: Story = {};

export const Expanded: Story = { args: { defaultExpanded: true } };

/** Opened and closed from the keyboard; the state is announced through aria-expanded. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tombol = canvas.getByRole('button', { name: 'Bagaimana cara masuk ke LMS?' });
    await expect(tombol).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(tombol).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/akun akademik Anda/)).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

/** A question with no answer written yet still reads as a question. */
export const Empty: Story = { args: { children: null, defaultExpanded: true } };

export const LongText: Story = {
  args: {
    defaultExpanded: true,
    title:
      'Mengapa kelas yang sudah disetujui di KRS semester ini belum muncul di Beranda maupun di halaman Kelas Kuliah?',
    children:
      'Beranda menampilkan kelas pada periode berjalan. Data kelas disalin dari sistem akademik setiap malam; bila KRS baru disetujui hari ini, kelas muncul besok pagi. Bila masih tidak muncul setelah itu, hubungi bagian akademik program studi dengan menyertakan NIM dan nama mata kuliah.',
  },
};

/** An accordion of questions, as on /bantuan. */
export const Group: Story = {
  render: () => (
    <DisclosureGroup>
      <Disclosure id="masuk" title="Bagaimana cara masuk ke LMS?">
        Gunakan username dan password akun akademik Anda.
      </Disclosure>
      <Disclosure id="lupa" title="Saya lupa password.">
        Hubungi operator LMS untuk mengatur ulang password Anda.
      </Disclosure>
      <Disclosure id="jam" title="Jam di pojok kanan atas berbeda dengan jam ponsel saya.">
        Jam tersebut adalah waktu server kampus beserta zona waktunya.
      </Disclosure>
    </DisclosureGroup>
  ),
};

export const Mobile: Story = {
  ...LongText,
  globals: { viewport: { value: 'mobile' } },
};

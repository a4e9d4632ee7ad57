import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LOGO_URL, NAMA_KAMPUS } from '../../test/fixtures';
import { LoginView } from './LoginView';

const meta = {
  title: 'Shell/LoginView',
  component: LoginView,
  parameters: { padding: false },
  args: {
    appTitle: 'LMS Mahasiswa',
    collegeName: NAMA_KAMPUS,
    logoUrl: LOGO_URL,
    onSubmit: fn(),
    isPending: false,
    errorMessage: null,
  },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Pending: Story = { args: { isPending: true } };

export const WithError: Story = {
  args: { errorMessage: 'Username atau password salah' },
};

export const EmptySubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk' }));
    await expect(await canvas.findAllByText('Harap isi bidang ini')).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FilledWithPasswordShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Username'), '2401001');
    await userEvent.type(canvas.getByLabelText('Password'), 'mahasiswa123');
    await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan password' }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    // Move focus off the inputs so the screenshot has no caret.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

export const LogoFallback: Story = {
  args: { logoUrl: null, appTitle: 'LMS Dosen dan Operator' },
};

export const LongText: Story = {
  args: {
    collegeName: 'Sekolah Tinggi Ilmu Kesehatan dan Teknologi Informasi Nusantara Raya Jakarta',
    errorMessage:
      'Akun Anda dikunci sementara karena terlalu banyak percobaan masuk yang gagal. Silakan coba lagi dalam beberapa menit atau hubungi administrator.',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};

export const MobileWithError: Story = {
  args: { errorMessage: 'Username atau password salah' },
  globals: { viewport: { value: 'mobile' } },
};

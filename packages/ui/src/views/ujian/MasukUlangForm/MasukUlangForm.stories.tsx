import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MasukUlangForm } from './MasukUlangForm';

const meta = {
  title: 'Views/MasukUlangForm',
  component: MasukUlangForm,
  args: { username: '2401001', onSubmit: fn() },
} satisfies Meta<typeof MasukUlangForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account prefilled; the password is asked again. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText(/Password/), 'mahasiswa123');
    await userEvent.click(c.getByRole('button', { name: 'Masuk Kembali' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: '2401001',
      password: 'mahasiswa123',
    });
  },
};

export const Empty: Story = { args: { username: '' } };

export const Pending: Story = { args: { isPending: true } };

export const Failed: Story = {
  args: { errorMessage: 'Username atau password salah' },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

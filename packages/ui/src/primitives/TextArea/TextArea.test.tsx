import { describe, expect, it } from 'vitest';
import { render, screen } from '../../test/render';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('takes several lines and counts them against maxLength', async () => {
    const { user } = render(<TextArea label="Deskripsi" maxLength={300} isRequired />);
    const textarea = screen.getByRole('textbox', { name: 'Deskripsi' });
    expect(textarea).toBeRequired();
    await user.type(textarea, 'Baris satu{Enter}Baris dua');
    expect(textarea).toHaveValue('Baris satu\nBaris dua');
    expect(screen.getByText('20/300')).toBeInTheDocument();
  });

  it('shows the error message and description', () => {
    render(
      <TextArea
        label="Deskripsi"
        description="Ringkasan materi"
        isInvalid
        errorMessage="Deskripsi tidak boleh lebih dari 300 karakter"
      />,
    );
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(/Ringkasan materi/);
    expect(screen.getByText('Deskripsi tidak boleh lebih dari 300 karakter')).toBeVisible();
  });

  it('hides the counter on request', () => {
    render(<TextArea label="Catatan" maxLength={50} showCounter={false} />);
    expect(screen.queryByText('0/50')).not.toBeInTheDocument();
  });
});

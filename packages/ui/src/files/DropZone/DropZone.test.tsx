import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '../../test/render';
import { DropZone } from './DropZone';

const pilih = (...files: File[]) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
};

describe('DropZone', () => {
  it('is a labelled drop area with the picker button', () => {
    render(<DropZone onSelect={vi.fn()} />);
    expect(screen.getByText('Seret file ke sini atau')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pilih File' })).toBeEnabled();
    expect(screen.getByLabelText('Area unggah file')).toBeInTheDocument();
  });

  it('hands picked files over and offers the accepted types', () => {
    const onSelect = vi.fn();
    render(<DropZone onSelect={onSelect} accept={['.pdf', '.docx']} allowsMultiple />);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', '.pdf,.docx');
    expect(input).toHaveAttribute('multiple');
    const a = new File(['a'], 'a.pdf', { type: 'application/pdf' });
    const b = new File(['b'], 'b.pdf', { type: 'application/pdf' });
    pilih(a, b);
    expect(onSelect).toHaveBeenCalledWith([a, b]);
  });

  it('shows the hint and the button label it is given', () => {
    render(<DropZone onSelect={vi.fn()} buttonLabel="Ganti File" hint="Ukuran maksimal 5 MB." />);
    expect(screen.getByRole('button', { name: 'Ganti File' })).toBeVisible();
    expect(screen.getByText('Ukuran maksimal 5 MB.')).toBeVisible();
  });

  it('takes nothing while disabled', () => {
    render(<DropZone onSelect={vi.fn()} isDisabled />);
    expect(screen.getByRole('button', { name: 'Pilih File' })).toBeDisabled();
  });
});

import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '../../test/render';
import { RichTextEditor, urlAman } from './RichTextEditor';

function Terkendali({ awal = '', onChange }: { awal?: string; onChange?: (v: string) => void }) {
  const [teks, setTeks] = useState(awal);
  return (
    <RichTextEditor
      label="Teks Pertemuan"
      value={teks}
      onChange={(v) => {
        setTeks(v);
        onChange?.(v);
      }}
    />
  );
}

const area = () => screen.getByRole('textbox', { name: 'Teks Pertemuan' }) as HTMLTextAreaElement;

describe('RichTextEditor', () => {
  it('has the toolbar of spec 2 with Indonesian names', () => {
    render(<RichTextEditor label="Teks Pertemuan" />);
    for (const nama of [
      'Judul 1 (ctrl + 1)',
      'Judul 2 (ctrl + 2)',
      'Judul 3 (ctrl + 3)',
      'Tebal (ctrl + b)',
      'Miring (ctrl + i)',
      'Daftar bernomor (ctrl + shift + o)',
      'Daftar berpoin (ctrl + shift + u)',
      'Tautan (ctrl + l)',
      'Tabel',
      'Gambar',
      'Urungkan (ctrl + z)',
      'Ulangi (ctrl + shift + z)',
    ]) {
      expect(screen.getByRole('button', { name: nama })).toBeInTheDocument();
    }
  });

  it('types, formats the selection, then undoes and redoes', async () => {
    const onChange = vi.fn();
    const { user } = render(<Terkendali onChange={onChange} />);
    expect(screen.getByRole('button', { name: /^Urungkan/ })).toBeDisabled();
    await user.type(area(), 'Halo');
    expect(area()).toHaveValue('Halo');
    area().setSelectionRange(0, 4);
    await user.click(screen.getByRole('button', { name: /^Tebal/ }));
    expect(area()).toHaveValue('**Halo**');
    await user.click(screen.getByRole('button', { name: /^Urungkan/ }));
    expect(area()).toHaveValue('Halo');
    await user.click(screen.getByRole('button', { name: /^Urungkan/ }));
    expect(area()).toHaveValue('');
    expect(screen.getByRole('button', { name: /^Urungkan/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /^Ulangi/ }));
    await user.click(screen.getByRole('button', { name: /^Ulangi/ }));
    expect(area()).toHaveValue('**Halo**');
    expect(onChange).toHaveBeenLastCalledWith('**Halo**');
  });

  it('undoes with the keyboard shortcut', async () => {
    const { user } = render(<Terkendali awal="Pengantar" />);
    area().focus();
    area().setSelectionRange(0, 0);
    await user.click(screen.getByRole('button', { name: /^Judul 2/ }));
    expect(area()).toHaveValue('## Pengantar');
    area().focus();
    await user.keyboard('{Control>}z{/Control}');
    expect(area()).toHaveValue('Pengantar');
  });

  it('embeds a pasted image as a data URL', async () => {
    render(<Terkendali awal="Diagram: " />);
    const gambar = new File([new Uint8Array([137, 80, 78, 71])], 'diagram er.png', {
      type: 'image/png',
    });
    area().setSelectionRange(9, 9);
    fireEvent.paste(area(), { clipboardData: { files: [gambar], types: ['Files'] } });
    await waitFor(() =>
      expect(area()).toHaveValue('Diagram: ![diagram er.png](data:image/png;base64,iVBORw==)'),
    );
  });

  it('embeds a chosen image and refuses other types', async () => {
    const { user, container } = render(<Terkendali />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.click(screen.getByRole('button', { name: 'Gambar' }));
    const gif = new File(['x'], 'animasi.gif', { type: 'image/gif' });
    fireEvent.change(input, { target: { files: [gif] } });
    await waitFor(() => expect(area()).toHaveAccessibleDescription(/Ukuran file|\.jpg/));
    const png = new File([new Uint8Array([1])], 'a.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });
    await waitFor(() => expect(area()).toHaveValue('![a.png](data:image/png;base64,AQ==)'));
  });

  it('labels the text area, marks required and shows errors', () => {
    render(
      <RichTextEditor
        label="Teks Pertemuan"
        isRequired
        description="Teks ditampilkan kepada mahasiswa."
        errorMessage="Deskripsi wajib diisi!"
      />,
    );
    expect(area()).toHaveAttribute('aria-required', 'true');
    expect(area()).toHaveAttribute('aria-invalid', 'true');
    expect(area()).toHaveAccessibleDescription(
      'Teks ditampilkan kepada mahasiswa. Deskripsi wajib diisi!',
    );
  });

  it('keeps only safe addresses in the preview', () => {
    expect(urlAman('https://a.example/x')).toBe('https://a.example/x');
    expect(urlAman('/kelas/1')).toBe('/kelas/1');
    expect(urlAman('data:image/png;base64,AA==')).toBe('data:image/png;base64,AA==');
    expect(urlAman('javascript:alert(1)')).toBe('');
    expect(urlAman('data:text/html,<script>')).toBe('');
  });
});

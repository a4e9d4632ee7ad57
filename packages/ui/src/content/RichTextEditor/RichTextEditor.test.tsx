import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '../../test/render';
import { htmlKeMarkdown, markdownKeHtml } from './html';
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

/** The editor with its own state and an upload function (a question's pictures). */
function DenganUnggah(props: {
  onUnggahGambar: (b: File) => Promise<string>;
  onChange?: (v: string) => void;
}) {
  const [teks, setTeks] = useState('<p>Lihat:</p>');
  return (
    <RichTextEditor
      label="Pertanyaan"
      value={teks}
      onChange={(v) => {
        setTeks(v);
        props.onChange?.(v);
      }}
      onUnggahGambar={props.onUnggahGambar}
    />
  );
}

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
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Halo</strong></p>');
  });

  it('takes HTML, edits it as Markdown and emits HTML', async () => {
    const onChange = vi.fn();
    const { user } = render(
      <Terkendali
        awal="<h2>Pengantar</h2><p>Baca <em>modul 1</em>.</p><ul><li>Kuis</li></ul>"
        onChange={onChange}
      />,
    );
    expect(area()).toHaveValue('## Pengantar\n\nBaca *modul 1*.\n\n- Kuis');
    await user.type(area(), '{End}{Enter}- Tugas');
    expect(onChange).toHaveBeenLastCalledWith(
      '<h2>Pengantar</h2>\n<p>Baca <em>modul 1</em>.</p>\n<ul>\n<li>Kuis</li>\n<li>Tugas</li>\n</ul>',
    );
  });

  it('keeps tables through the round trip', async () => {
    const onChange = vi.fn();
    const { user } = render(
      <Terkendali
        awal="<table><thead><tr><th>Kegiatan</th><th>Durasi</th></tr></thead><tbody><tr><td>Ceramah</td><td>50 menit</td></tr></tbody></table>"
        onChange={onChange}
      />,
    );
    expect(area()).toHaveValue('| Kegiatan | Durasi |\n| --- | --- |\n| Ceramah | 50 menit |');
    await user.type(area(), '{End}{Enter}| Diskusi | 30 menit |');
    const html = onChange.mock.lastCall?.[0] as string;
    expect(html).toContain('<th>Kegiatan</th>');
    expect(html).toContain('<td>Diskusi</td>');
  });

  it('replaces the text when the owner passes other HTML, not when its own output returns', async () => {
    const { rerender } = render(<RichTextEditor label="Teks Pertemuan" value="<p>Satu</p>" />);
    expect(area()).toHaveValue('Satu');
    rerender(<RichTextEditor label="Teks Pertemuan" value="<p><strong>Dua</strong></p>" />);
    expect(area()).toHaveValue('**Dua**');
    expect(screen.getByRole('button', { name: /^Urungkan/ })).toBeDisabled();
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
    render(<Terkendali awal="<p>Diagram:</p>" />);
    const gambar = new File([new Uint8Array([137, 80, 78, 71])], 'diagram er.png', {
      type: 'image/png',
    });
    area().setSelectionRange(8, 8);
    fireEvent.paste(area(), { clipboardData: { files: [gambar], types: ['Files'] } });
    await waitFor(() =>
      expect(area()).toHaveValue('Diagram:![diagram er.png](data:image/png;base64,iVBORw==)'),
    );
  });

  it('emits embedded images as data URLs in the HTML', async () => {
    const onChange = vi.fn();
    render(<Terkendali onChange={onChange} />);
    const gambar = new File([new Uint8Array([137, 80, 78, 71])], 'diagram.png', {
      type: 'image/png',
    });
    fireEvent.paste(area(), { clipboardData: { files: [gambar], types: ['Files'] } });
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        '<p><img src="data:image/png;base64,iVBORw==" alt="diagram.png"></p>',
      ),
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

  describe("with onUnggahGambar (a question's pictures, issue 21)", () => {
    const ALAMAT =
      '/v2/storager/berkas/soal_ujian/7a1c2e4f-0000-4000-8000-000000000001.png?exp=1&sig=abc';
    // A photo's worth of bytes: as a data URL it would be about 1,100 characters of text.
    const foto = () => new File([new Uint8Array(687).fill(7)], 'pohon.png', { type: 'image/png' });

    const pertanyaan = () =>
      screen.getByRole('textbox', { name: 'Pertanyaan' }) as HTMLTextAreaElement;

    it('uploads a chosen picture and links it: no base64 in the text', async () => {
      let selesai: (url: string) => void = () => {};
      const onUnggahGambar = vi.fn(
        (_b: File) =>
          new Promise<string>((r) => {
            selesai = r;
          }),
      );
      const onChange = vi.fn();
      const { user, container } = render(
        <DenganUnggah onUnggahGambar={onUnggahGambar} onChange={onChange} />,
      );
      const input = container.querySelector('input[type="file"]') as HTMLInputElement;
      await user.click(screen.getByRole('button', { name: 'Gambar' }));
      fireEvent.change(input, { target: { files: [foto()] } });
      expect(await screen.findByRole('status')).toHaveTextContent('Mengunggah gambar...');
      expect(onUnggahGambar).toHaveBeenCalledWith(expect.objectContaining({ name: 'pohon.png' }));
      selesai(ALAMAT);
      await waitFor(() => expect(pertanyaan()).toHaveValue(`![pohon.png](${ALAMAT})Lihat:`));
      expect(screen.getByRole('status')).toHaveTextContent('');
      const html = onChange.mock.lastCall?.[0] as string;
      expect(html).toContain('<img src="/v2/storager/berkas/soal_ujian/');
      expect(html).not.toContain('data:');
      expect(html.length).toBeLessThan(200);
    });

    it('uploads a pasted picture too', async () => {
      const onUnggahGambar = vi.fn(async () => ALAMAT);
      render(<DenganUnggah onUnggahGambar={onUnggahGambar} />);
      pertanyaan().setSelectionRange(6, 6);
      fireEvent.paste(pertanyaan(), { clipboardData: { files: [foto()], types: ['Files'] } });
      await waitFor(() => expect(pertanyaan()).toHaveValue(`Lihat:![pohon.png](${ALAMAT})`));
    });

    it('says why an upload failed and leaves the text as it was', async () => {
      const onUnggahGambar = vi.fn(async () => {
        throw new Error('Ukuran file maksimal 10 MB');
      });
      render(<DenganUnggah onUnggahGambar={onUnggahGambar} />);
      fireEvent.paste(pertanyaan(), { clipboardData: { files: [foto()], types: ['Files'] } });
      await waitFor(() =>
        expect(pertanyaan()).toHaveAccessibleDescription(
          'Unggah gagal: Ukuran file maksimal 10 MB',
        ),
      );
      expect(pertanyaan()).toHaveValue('Lihat:');
    });
  });

  it('takes no pictures with onUnggahGambar null', () => {
    render(<RichTextEditor label="Pertanyaan" onUnggahGambar={null} />);
    expect(screen.queryByRole('button', { name: 'Gambar' })).toBeNull();
    const teks = screen.getByRole('textbox', { name: 'Pertanyaan' });
    const gambar = new File([new Uint8Array([1])], 'a.png', { type: 'image/png' });
    fireEvent.paste(teks, { clipboardData: { files: [gambar], types: ['Files'] } });
    expect(teks).toHaveValue('');
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

  it('converts between HTML and Markdown', () => {
    expect(markdownKeHtml('')).toBe('');
    expect(htmlKeMarkdown('  ')).toBe('');
    expect(markdownKeHtml('## Judul\n\n1. Satu\n2. Dua')).toBe(
      '<h2>Judul</h2>\n<ol>\n<li>Satu</li>\n<li>Dua</li>\n</ol>',
    );
    expect(htmlKeMarkdown('<ol start="3"><li>Tiga</li><li>Empat</li></ol>')).toBe(
      '3. Tiga\n4. Empat',
    );
    expect(htmlKeMarkdown('<p><a href="https://a.example">tautan</a></p>')).toBe(
      '[tautan](https://a.example)',
    );
    // A sized image stays HTML so its size survives.
    expect(htmlKeMarkdown('<p><img src="data:image/png;base64,AA==" width="48" alt="x"></p>')).toBe(
      '<img src="data:image/png;base64,AA==" width="48" alt="x">',
    );
    expect(markdownKeHtml('<img src="data:image/png;base64,AA==" width="48" alt="x">')).toBe(
      '<img src="data:image/png;base64,AA==" width="48" alt="x">',
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

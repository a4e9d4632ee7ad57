import { describe, expect, it } from 'vitest';
import { TEKS_PERTEMUAN_BERBAHAYA, TEKS_PERTEMUAN_HTML } from '../../test/lmsFixtures';
import { render, screen } from '../../test/render';
import { RichText, sanitizeHtml } from './RichText';

describe('RichText', () => {
  it('renders headings, lists, tables, links and data-URL images', () => {
    render(<RichText html={TEKS_PERTEMUAN_HTML} />);
    expect(screen.getByRole('heading', { name: 'Tujuan Pembelajaran' })).toBeInTheDocument();
    expect(screen.getAllByRole('list')).toHaveLength(2);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Contoh diagram' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    const link = screen.getByRole('link', { name: 'Perpustakaan Digital' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('removes scripts, handlers, javascript: links and forms', () => {
    const bersih = sanitizeHtml(TEKS_PERTEMUAN_BERBAHAYA);
    expect(bersih).not.toMatch(/script|onerror|javascript:|<form|<input/i);
    render(<RichText html={TEKS_PERTEMUAN_BERBAHAYA} />);
    expect(screen.getByText('Teks aman')).toBeInTheDocument();
    expect(screen.getByText('tautan berbahaya')).not.toHaveAttribute('href');
  });

  it('drops inline styles, which the Content-Security-Policy would refuse', () => {
    const bersih = sanitizeHtml(
      '<p style="color:red">Merah</p><table><tr><td align="center" style="width:9px">1</td></tr></table>',
    );
    expect(bersih).not.toMatch(/style=/);
    expect(bersih).toContain('<p>Merah</p>');
    expect(bersih).toContain('align="center"');
  });

  it("shows '-' when empty", () => {
    const { rerender } = render(<RichText html={null} />);
    expect(screen.getByText('-')).toBeInTheDocument();
    rerender(<RichText html="<script>x</script>" emptyText="Belum ada deskripsi" />);
    expect(screen.getByText('Belum ada deskripsi')).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { teksPolos } from './sanitasi';

describe('teksPolos: stored rich text for a printout', () => {
  it.each([
    ['<p>Satu &amp; dua</p><p>Tiga&nbsp;&lt;4&gt;</p>', 'Satu & dua\nTiga <4>'],
    ['<ul><li>a</li><li><b>b</b></li></ul>', '- a\n- b'],
    [
      'Baris<br>baru <img src="data:image/png;base64,AA"> <script>x()</script>',
      'Baris\nbaru [gambar]',
    ],
    [
      '## Judul\n\n**Tebal** dan _miring_ serta `kode` [tautan](https://a.b)',
      'Judul\n\nTebal dan miring serta kode tautan',
    ],
    ['* satu\n+ dua\n![alt](x.png)', '- satu\n- dua\n[gambar]'],
    ['snake_case_name tetap', 'snake_case_name tetap'],
    ['Hitung 5 * 3 * 2 = ?', 'Hitung 5 * 3 * 2 = ?'],
  ])('%j', (isi, harap) => {
    expect(teksPolos(isi)).toBe(harap);
  });
});

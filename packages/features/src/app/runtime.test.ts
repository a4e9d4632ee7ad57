import { describe, expect, it } from 'vitest';
import { bacaRuntime } from './runtime';

const halaman = (head: string) =>
  new DOMParser().parseFromString(`<!doctype html><html><head>${head}</head></html>`, 'text/html');

describe('runtime settings from index.html', () => {
  it('reads the college from the meta element the server writes', () => {
    const doc = halaman(
      '<meta name="kampus-runtime" content="{&quot;collegeId&quot;:&quot;undi&quot;,&quot;namaPerguruanTinggi&quot;:&quot;Universitas &lt;Dian&gt; &amp; &#39;Nusa&#39;&quot;}">',
    );
    expect(bacaRuntime(doc)).toEqual({
      collegeId: 'undi',
      namaPerguruanTinggi: "Universitas <Dian> & 'Nusa'",
    });
  });

  it.each([
    ['no meta element (vite dev)', ''],
    ['broken JSON', '<meta name="kampus-runtime" content="{collegeId">'],
    ['JSON that is not an object', '<meta name="kampus-runtime" content="42">'],
  ])('gives no settings for %s', (_k, head) => {
    expect(bacaRuntime(halaman(head))).toEqual({});
  });
});

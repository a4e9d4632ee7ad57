import { describe, expect, it } from 'vitest';
import { normalisasiLink, tautanHttp } from './tautan';

describe('links: http prepended when there is no scheme (spec 5)', () => {
  it.each([
    ['zoom.us/j/1', 'http://zoom.us/j/1'],
    ['https://meet.google.com/abc', 'https://meet.google.com/abc'],
    ['HTTP://x.id', 'HTTP://x.id'],
    ['  teams.microsoft.com/l ', 'http://teams.microsoft.com/l'],
    ['localhost:8080/modul', 'http://localhost:8080/modul'],
    ['elearning.kampus.ac.id:443', 'http://elearning.kampus.ac.id:443'],
    ['java\tscript:alert(1)', 'javascript:alert(1)'],
    ['', ''],
    ['   ', ''],
    [null, ''],
    [undefined, ''],
  ])('%j -> %j', (link, hasil) => {
    expect(normalisasiLink(link)).toBe(hasil);
  });
});

describe('stored links are http(s) only', () => {
  it.each([
    ['zoom.us/j/123', 'http://zoom.us/j/123'],
    ['https://meet.google.com/abc-defg-hij', 'https://meet.google.com/abc-defg-hij'],
    ['HTTPS://Kampus.AC.ID/Modul.pdf', 'HTTPS://Kampus.AC.ID/Modul.pdf'],
    ['  https://contoh.ac.id/a?b=1#c  ', 'https://contoh.ac.id/a?b=1#c'],
    ['localhost:3000/x', 'http://localhost:3000/x'],
  ])('keeps %j as %j', (link, hasil) => {
    expect(tautanHttp(link)).toBe(hasil);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\r\nscript:alert(1)',
    'javascript://%0aalert(1)',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'file:///etc/passwd',
    'ftp://files.kampus.ac.id/a',
    'mailto:dosen@kampus.ac.id',
    'blob:https://kampus.ac.id/1',
    'http://',
    '/v2/storager/berkas/../../etc/passwd',
    '//evil.example/x',
    '\\\\evil.example\\x',
    'https://exa mple.com',
    'http://a\u0000.com',
    `https://a.id/${'x'.repeat(2000)}`,
    '',
    null,
  ])('refuses %j', (link) => {
    expect(tautanHttp(link)).toBeNull();
  });
});

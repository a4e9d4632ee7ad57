import { describe, expect, it } from 'vitest';
import {
  cekWaktuMateri,
  deadlineMateriValid,
  type FormMateri,
  formMateriAwal,
  formMateriDari,
  inputMateri,
  JENIS_MATERI,
  LABEL_TIPE_FILE,
  namaPengunggah,
  nomorPertemuanDariId,
  PESAN_WAKTU_MATERI,
  payloadMateri,
  payloadSalinMateri,
  validasiMateri,
  validasiSalinMateri,
  waktuMulaiTampilValid,
} from './materi';
import { aturanSyaratHadir, deadlineDefaultMateri } from './syaratMateri';

const J = (hari: number, jam: string) => `2025-09-${String(hari).padStart(2, '0')}T${jam}:00+07:00`;

describe('material types (spec 3)', () => {
  it('lists the jenis materi options', () => {
    expect(JENIS_MATERI).toEqual([
      'buku_ajar',
      'diktat',
      'modul',
      'petunjuk_praktikum',
      'model',
      'alat_bantu',
      'audio_visual',
      'naskah_tutorial',
    ]);
  });
});

describe('material form (spec 5)', () => {
  const valid: FormMateri = {
    ...formMateriAwal({ id: 'p1', jenis: 'online' }),
    judul: 'Modul 1',
    deskripsi: '<p>isi</p>',
    tipe_file: 'ebook',
    jenis_materi: 'modul',
    berkas: { name: 'modul.pdf', size: 1000 },
  };
  const tambah = { operator: true, mode: 'tambah' as const };

  it('passes a valid form', () => {
    expect(validasiMateri(valid, tambah)).toEqual({ galat: {}, toast: null });
  });

  it('shows every inline message and the toast on an empty form', () => {
    const kosong = { ...formMateriAwal(), tampil_sekarang: false };
    expect(validasiMateri(kosong, tambah)).toEqual({
      galat: {
        pertemuan: 'Pertemuan wajib dipilih!',
        judul: 'Judul wajib diisi!',
        deskripsi: 'Deskripsi wajib diisi!',
        tipe_file: 'Tipe wajib dipilih!',
        jenis_materi: 'Jenis wajib dipilih!',
        waktu_mulai_tampil: 'Tanggal & Jam Mulai Tampil wajib dipilih!',
      },
      toast: 'Pengisian Data Belum Lengkap!',
    });
  });

  it.each([
    [{ judul: '' }, true],
    [{ tipe_file: null }, true],
    [{ deskripsi: ' ' }, true],
    [{ jenis_materi: null }, true],
    [{ tampil_sekarang: false, waktu_mulai_tampil: null }, true],
    [{ is_syarat_hadir: true, deadline: null }, true],
    [{ is_syarat_hadir: true, deadline: J(5, '23:59') }, false],
    [{ pertemuan: null }, false],
  ])("%o raises 'Pengisian Data Belum Lengkap!': %s", (ubah, toast) => {
    expect(validasiMateri({ ...valid, ...ubah }, tambah).toast).toBe(
      toast ? 'Pengisian Data Belum Lengkap!' : null,
    );
  });

  it('needs a file when creating, a link for url, nothing more when editing', () => {
    const tanpaBerkas = { ...valid, berkas: null };
    expect(validasiMateri(tanpaBerkas, tambah).galat).toEqual({ berkas: 'File wajib dipilih!' });
    expect(validasiMateri(tanpaBerkas, { operator: true, mode: 'ubah' }).galat).toEqual({});
    expect(validasiMateri({ ...tanpaBerkas, tipe_file: 'url' }, tambah).galat).toEqual({
      link: 'Link wajib diisi!',
    });
    expect(
      validasiMateri({ ...tanpaBerkas, tipe_file: 'url', link: 'https://x.id' }, tambah).galat,
    ).toEqual({});
  });

  it("copy tab: 'Materi wajib dipilih!'", () => {
    expect(validasiSalinMateri([])).toEqual({ ok: false, pesan: 'Materi wajib dipilih!' });
    expect(validasiSalinMateri(['m1'])).toEqual({ ok: true });
  });

  it.each([
    [null, 'nonaktif'],
    ['url', 'link'],
    ['video', 'berkas'],
  ] as const)('type %s -> input %s', (tipe, input) => {
    expect(inputMateri(tipe)).toBe(input);
  });
});

describe('display and deadline rules (spec 4, 5)', () => {
  const kini = J(1, '10:00');

  it.each([
    [J(1, '09:59'), false],
    [J(1, '10:00'), true],
    [J(2, '08:00'), true],
    [null, false],
  ])('display start %s valid: %s (not in the past)', (w, valid) => {
    expect(waktuMulaiTampilValid(w, kini)).toBe(valid);
  });

  it.each([
    [J(1, '11:00'), { tampil_sekarang: true }, true],
    [J(1, '09:00'), { tampil_sekarang: true }, false],
    [J(3, '10:00'), { tampil_sekarang: false, waktu_mulai_tampil: J(4, '10:00') }, false],
    [J(5, '10:00'), { tampil_sekarang: false, waktu_mulai_tampil: J(4, '10:00') }, true],
    [J(4, '10:00'), { tampil_sekarang: false, waktu_mulai_tampil: J(4, '10:00') }, false],
    [null, { tampil_sekarang: true }, false],
  ])('deadline %s with %o valid: %s', (deadline, tampil, valid) => {
    expect(deadlineMateriValid(deadline, tampil, kini)).toBe(valid);
  });

  it('an offline meeting forces no requirement (null) and disables the choice', () => {
    expect(aturanSyaratHadir('offline')).toEqual({ nonaktif: true, nilaiPaksa: null });
    expect(aturanSyaratHadir('online')).toEqual({ nonaktif: false, nilaiPaksa: undefined });
    expect(formMateriAwal({ id: 'p', jenis: 'offline' }).is_syarat_hadir).toBeNull();
  });

  it.each([
    [J(2, '08:00'), J(9, '23:59'), J(9, '23:59')],
    [J(1, '10:00'), J(9, '23:59'), null],
    [J(1, '08:00'), J(9, '23:59'), null],
    [J(2, '08:00'), '0001-01-01T00:00:00Z', null],
  ])(
    'meeting at %s with default %s -> %s (only if it starts after server time)',
    (mulai, def, hasil) => {
      expect(
        deadlineDefaultMateri({ waktu_mulai: mulai, default_deadline_materi: def }, kini),
      ).toBe(hasil);
    },
  );
});

describe('copy table columns (spec 2)', () => {
  it('meeting is the last character of its id; uploader lowercased', () => {
    expect(nomorPertemuanDariId('KLS_20251_P3')).toBe('3');
    expect(namaPengunggah({ name: 'Budi SANTOSO' })).toBe('budi santoso');
    expect(namaPengunggah(null)).toBe('');
  });
});

describe('material payloads (spec 7)', () => {
  const form: FormMateri = {
    ...formMateriAwal({ id: 'p1' }),
    judul: ' Video 1 ',
    deskripsi: 'd',
    tipe_file: 'video',
    jenis_materi: 'audio_visual',
    tampil_sekarang: false,
    waktu_mulai_tampil: '2025-09-01T01:00:00Z',
    is_syarat_hadir: true,
    deadline: '2025-09-05T16:59:00Z',
    berkas: { name: 'v.mp4', size: 1 },
  };

  it('sends display start, requirement and deadline with offsets; file only if new', () => {
    expect(payloadMateri(form, { berkasBaru: true })).toEqual({
      judul: 'Video 1',
      tipe_file: 'video',
      deskripsi: 'd',
      jenis_materi: 'audio_visual',
      tampil_sekarang: false,
      waktu_mulai_tampil: '2025-09-01T08:00:00+07:00',
      is_syarat_hadir: true,
      deadline: '2025-09-05T23:59:00+07:00',
      id_pertemuan: 'p1',
      file: { name: 'v.mp4', size: 1 },
    });
    expect(payloadMateri(form)).not.toHaveProperty('file');
  });

  it('offline meetings send null requirement and no deadline; show-now sends no start', () => {
    const p = payloadMateri({ ...form, tampil_sekarang: true }, { jenisPertemuan: 'offline' });
    expect(p).toMatchObject({ is_syarat_hadir: null, deadline: null, waktu_mulai_tampil: null });
  });

  it('url materials send their link', () => {
    expect(payloadMateri({ ...form, tipe_file: 'url', link: ' https://x.id ' }).file_url).toBe(
      'https://x.id',
    );
  });

  it("copy payload has type 'salin'", () => {
    expect(
      payloadSalinMateri({
        pertemuan: 'p2',
        list_id: ['m1', 'm2'],
        tampil_sekarang: true,
        waktu_mulai_tampil: null,
        is_syarat_hadir: false,
        deadline: '2025-09-05T16:59:00Z',
      }),
    ).toEqual({
      id_pertemuan: 'p2',
      list_id: ['m1', 'm2'],
      is_syarat_hadir: false,
      tampil_sekarang: true,
      waktu_mulai_tampil: null,
      deadline: null,
      type: 'salin',
    });
    expect(
      payloadSalinMateri(
        {
          pertemuan: 'p2',
          list_id: [],
          tampil_sekarang: false,
          waktu_mulai_tampil: '2025-09-01T01:00:00Z',
          is_syarat_hadir: true,
          deadline: '2025-09-05T16:59:00Z',
        },
        { jenisPertemuan: 'online', tz: 'Asia/Jayapura' },
      ),
    ).toMatchObject({
      is_syarat_hadir: true,
      waktu_mulai_tampil: '2025-09-01T10:00:00+09:00',
      deadline: '2025-09-06T01:59:00+09:00',
    });
  });
});

describe('cekWaktuMateri', () => {
  const dasar = {
    tampil_sekarang: true,
    waktu_mulai_tampil: null,
    is_syarat_hadir: false,
    deadline: null,
  };
  const opsi = { sekarang: '2025-09-01T09:03:04+07:00', syaratNonaktif: false };

  it('needs a start that is not past when shown later (spec 5)', () => {
    expect(cekWaktuMateri({ ...dasar, tampil_sekarang: false }, opsi)).toEqual({
      galat: { waktu_mulai_tampil: 'Tanggal & Jam Mulai Tampil wajib dipilih!' },
      belumLengkap: true,
    });
    expect(
      cekWaktuMateri(
        { ...dasar, tampil_sekarang: false, waktu_mulai_tampil: '2025-09-01T09:00:00+07:00' },
        opsi,
      ).galat,
    ).toEqual({ waktu_mulai_tampil: PESAN_WAKTU_MATERI.mulaiLampau });
  });

  it('needs a deadline after the display and not past, only with the requirement', () => {
    const syarat = { ...dasar, is_syarat_hadir: true };
    expect(cekWaktuMateri(syarat, opsi)).toEqual({
      galat: { deadline: 'Harap isi bidang ini' },
      belumLengkap: true,
    });
    expect(
      cekWaktuMateri(
        {
          ...syarat,
          tampil_sekarang: false,
          waktu_mulai_tampil: '2025-09-10T08:00:00+07:00',
          deadline: '2025-09-09T23:59:00+07:00',
        },
        opsi,
      ).galat,
    ).toEqual({ deadline: PESAN_WAKTU_MATERI.deadline });
    expect(
      cekWaktuMateri({ ...syarat, deadline: '2025-09-09T23:59:00+07:00' }, opsi).galat,
    ).toEqual({});
    // Offline: no requirement, nothing to check.
    expect(cekWaktuMateri(syarat, { ...opsi, syaratNonaktif: true }).galat).toEqual({});
  });

  it('does not hold stored times left unchanged to the past rules (editing)', () => {
    const lama = {
      tampil_sekarang: false,
      waktu_mulai_tampil: '2025-08-01T08:00:00+07:00',
      is_syarat_hadir: true,
      deadline: '2025-08-10T23:59:00+07:00',
    };
    expect(cekWaktuMateri(lama, { ...opsi, asli: lama }).galat).toEqual({});
    expect(cekWaktuMateri(lama, opsi).galat).toEqual({
      waktu_mulai_tampil: PESAN_WAKTU_MATERI.mulaiLampau,
      deadline: PESAN_WAKTU_MATERI.deadline,
    });
  });
});

describe('formMateriDari', () => {
  const tersimpan = {
    id_pertemuan: 'p1',
    judul: 'Tautan Rekursi',
    deskripsi: '<p>Baca</p>',
    tipe_file: 'url' as const,
    jenis_materi: 'modul' as const,
    tampil_sekarang: false,
    waktu_mulai_tampil: '2025-09-10T08:00:00+07:00',
    is_syarat_hadir: true,
    deadline: '2025-09-12T23:59:00+07:00',
    file_url: 'https://contoh.ac.id/rekursi',
    pertemuan: { jenis: 'online' },
  };

  it.each([
    [
      'an online url material keeps its link and requirement',
      tersimpan,
      true,
      'https://contoh.ac.id/rekursi',
    ],
    [
      'an offline one has no requirement (null)',
      { ...tersimpan, pertemuan: { jenis: 'offline' } },
      null,
      'https://contoh.ac.id/rekursi',
    ],
    [
      'a file material has no link',
      {
        ...tersimpan,
        tipe_file: 'ebook' as const,
        file_url: '/berkas/a.pdf',
        is_syarat_hadir: null,
      },
      false,
      '',
    ],
  ])('%s', (_k, materi, syarat, link) => {
    const form = formMateriDari(materi);
    expect(form.is_syarat_hadir).toBe(syarat);
    expect(form.link).toBe(link);
    expect(form.berkas).toBeNull();
    expect(form.judul).toBe(materi.judul);
    expect(LABEL_TIPE_FILE[form.tipe_file ?? 'url']).toBeTruthy();
  });
});

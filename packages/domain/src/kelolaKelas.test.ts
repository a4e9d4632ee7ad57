import { describe, expect, it } from 'vitest';
import { bolehLaporanBapSaya } from './izin';
import { PARAMETER_KEHADIRAN } from './kehadiran';
import {
  BAGIAN_BAP,
  bolehSimpanKetuaKelas,
  bolehUnduhBap,
  bolehUnduhSemuaBap,
  cariPeserta,
  type FormKelas,
  formSilabusDari,
  idKetuaKelas,
  jenisBerkasSilabus,
  jumlahFilterAktif,
  LABEL_BAGIAN_BAP,
  LABEL_LAPORAN_BAP,
  LABEL_PARAMETER_KEHADIRAN,
  labelProdi,
  PESAN_BAP,
  PESAN_SILABUS,
  PESAN_UBAH_KELAS,
  type PilihanBap,
  payloadSilabus,
  payloadUbahKelas,
  perubahanJabatan,
  queryUnduhBap,
  rentangKetersediaanRuangan,
  validasiSilabus,
  validasiUbahKelas,
} from './kelolaKelas';

describe('class management (spec 2, 6)', () => {
  it('labels every attendance parameter', () => {
    expect(Object.keys(LABEL_PARAMETER_KEHADIRAN)).toEqual([...PARAMETER_KEHADIRAN]);
  });

  it.each([
    [{ jenjang: 'S1', nama: 'Teknik Informatika' }, 'S1 Teknik Informatika'],
    [{ jenjang: null, nama: 'Sistem Informasi' }, 'Sistem Informasi'],
    [{ jenjang: ' D3 ', nama: '' }, 'D3'],
    [null, '-'],
    [undefined, '-'],
  ])('labelProdi(%j) = %s', (prodi, label) => {
    expect(labelProdi(prodi)).toBe(label);
  });

  it.each([
    [
      { tanggal: '2025-09-16', jam_mulai: '09:20:00', jam_selesai: '11:00:00' },
      'Asia/Jakarta',
      { mulai: '2025-09-16T09:20:00+07:00', selesai: '2025-09-16T11:00:00+07:00' },
    ],
    [
      { tanggal: '2025-09-16', jam_mulai: '13:00', jam_selesai: '15:30' },
      'Asia/Jayapura',
      { mulai: '2025-09-16T13:00:00+09:00', selesai: '2025-09-16T15:30:00+09:00' },
    ],
    [{ tanggal: null, jam_mulai: '09:20:00', jam_selesai: '11:00:00' }, 'Asia/Jakarta', null],
    [{ tanggal: '2025-09-16', jam_mulai: '09:20:00', jam_selesai: null }, 'Asia/Jakarta', null],
  ])('room availability range of %j in %s', (form, tz, rentang) => {
    expect(rentangKetersediaanRuangan(form, tz)).toEqual(rentang);
  });

  const PESERTA = [
    { id: 'm1', nama: 'Siti Nurhaliza', nim: '2301001', jabatan: 'Peserta' },
    { id: 'm2', nama: 'Budi Santoso', nim: '2301002', jabatan: 'ketua_kelas' },
    { id: 'm3', nama: 'Dédé Sunarya', nim: '2302117', jabatan: 'Peserta' },
  ];

  it.each([
    ['', ['m1', 'm2', 'm3']],
    ['  ', ['m1', 'm2', 'm3']],
    ['siti', ['m1']],
    ['SANTOSO', ['m2']],
    ['dede', ['m3']],
    ['2301', ['m1', 'm2']],
    ['budi 002', ['m2']],
    ['budi 117', []],
    ['zz', []],
  ])('class-leader search %j finds %j', (kata, ids) => {
    expect(cariPeserta(PESERTA, kata).map((p) => p.id)).toEqual(ids);
  });

  it('finds the leader and saves only another student', () => {
    expect(idKetuaKelas(PESERTA)).toBe('m2');
    expect(idKetuaKelas([PESERTA[0]!])).toBeNull();
    expect(bolehSimpanKetuaKelas(null, 'm2')).toBe(false);
    expect(bolehSimpanKetuaKelas('m2', 'm2')).toBe(false);
    expect(bolehSimpanKetuaKelas('m1', 'm2')).toBe(true);
    expect(bolehSimpanKetuaKelas('m1', null)).toBe(true);
  });

  it.each([
    [{}, []],
    [{ d1: 'Dosen Koordinator', d2: 'Dosen' }, []],
    [{ d2: 'Asisten' }, [{ id_dosen: 'd2', jabatan: 'Asisten' }]],
    [
      { d1: 'Dosen', d2: 'Dosen Koordinator' },
      [
        { id_dosen: 'd1', jabatan: 'Dosen' },
        { id_dosen: 'd2', jabatan: 'Dosen Koordinator' },
      ],
    ],
    [{ d9: 'Asisten' }, []],
  ] as const)('position changes of %j', (pilihan, hasil) => {
    const pengajar = [
      { id_dosen: 'd1', jabatan: 'Dosen Koordinator' as const },
      { id_dosen: 'd2', jabatan: 'Dosen' as const },
    ];
    expect(perubahanJabatan(pengajar, pilihan)).toEqual(hasil);
  });

  it.each([
    [{}, 0],
    [{ periode: 20251, id_prodi: null, search: '' }, 1],
    [{ periode: 20251, id_prodi: 'TI', mode_kuliah: 'online', id_dosen: undefined }, 3],
    [{ a: [], b: ['x'] }, 1],
  ])('active filters of %j = %s', (filter, n) => {
    expect(jumlahFilterAktif(filter)).toBe(n);
  });
});

describe('Ubah Kelas', () => {
  const LENGKAP: FormKelas = {
    kapasitas: 40,
    mode_kuliah: 'campuran',
    lingkup: ' Internal Prodi ',
    id_jenis_kelas: 'REG',
    id_kampus: 'K1',
    metode_pengajaran: 'Team Teaching',
  };

  it.each([
    [{}, {}],
    [{ kapasitas: 0 }, { kapasitas: PESAN_UBAH_KELAS.kapasitas }],
    [{ kapasitas: null }, { kapasitas: PESAN_UBAH_KELAS.kapasitas }],
    [{ kapasitas: Number.NaN }, { kapasitas: PESAN_UBAH_KELAS.kapasitas }],
    [{ mode_kuliah: null }, { mode_kuliah: PESAN_UBAH_KELAS.mode_kuliah }],
    [{ id_jenis_kelas: '' }, { id_jenis_kelas: PESAN_UBAH_KELAS.id_jenis_kelas }],
    [{ id_kampus: null }, { id_kampus: PESAN_UBAH_KELAS.id_kampus }],
    [{ metode_pengajaran: null }, { metode_pengajaran: PESAN_UBAH_KELAS.metode_pengajaran }],
    [{ lingkup: null }, {}],
  ] as const)('checks %j', (ubah, galat) => {
    expect(validasiUbahKelas({ ...LENGKAP, ...ubah })).toEqual(galat);
  });

  it('builds the body, trimming the scope', () => {
    expect(payloadUbahKelas(LENGKAP)).toEqual({
      kapasitas: 40,
      mode_kuliah: 'campuran',
      lingkup: 'Internal Prodi',
      id_jenis_kelas: 'REG',
      id_kampus: 'K1',
      metode_pengajaran: 'Team Teaching',
    });
    expect(payloadUbahKelas({ ...LENGKAP, lingkup: '  ' }).lingkup).toBeNull();
  });
});

describe('BAP download (spec 6, 7, 9)', () => {
  const SEMUA_BAGIAN: PilihanBap = { bagian: BAGIAN_BAP, laporan: 'kelas', idPengajar: null };

  it('names the sections and the lecturer reports', () => {
    expect(Object.values(LABEL_BAGIAN_BAP)).toEqual([
      'Resume Kelas',
      'Detail Pertemuan',
      'Tanda Tangan',
    ]);
    expect(LABEL_LAPORAN_BAP).toEqual({ kelas: 'Laporan Kelas', saya: 'Laporan Saya' });
  });

  it.each([
    [20251, null],
    [null, PESAN_BAP.periode],
    [undefined, PESAN_BAP.periode],
    [0, PESAN_BAP.periode],
  ])("'Unduh Semua BAP' for period %s -> %s", (periode, pesan) => {
    const hasil = bolehUnduhSemuaBap(periode);
    expect(hasil.ok ? null : hasil.pesan).toBe(pesan);
  });

  it.each([
    [SEMUA_BAGIAN, 'dosen', 'satu', null],
    [{ ...SEMUA_BAGIAN, bagian: [] }, 'dosen', 'satu', PESAN_BAP.bagian],
    [SEMUA_BAGIAN, 'operator', 'satu', PESAN_BAP.pengajar],
    [{ ...SEMUA_BAGIAN, idPengajar: 'd1' }, 'operator', 'satu', null],
    [SEMUA_BAGIAN, 'operator', 'semua', null],
    [{ ...SEMUA_BAGIAN, bagian: [] }, 'operator', 'semua', PESAN_BAP.bagian],
  ] as const)('%j as %s (%s) -> %s', (pilihan, role, jenis, pesan) => {
    const hasil = bolehUnduhBap(pilihan, bolehLaporanBapSaya(role), jenis);
    expect(hasil.ok ? null : hasil.pesan).toBe(pesan);
  });

  it.each([
    [
      'lecturer, class report',
      { bagian: BAGIAN_BAP, laporan: 'kelas', idPengajar: 'd1' },
      'dosen',
      'satu',
      undefined,
      {
        include_laporan_kelas: true,
        include_laporan_pertemuan_detail: true,
        include_tanda_tangan: true,
        laporan_saya: false,
      },
    ],
    [
      'lecturer, own report without signature',
      {
        bagian: ['include_laporan_kelas', 'include_laporan_pertemuan_detail'],
        laporan: 'saya',
        idPengajar: null,
      },
      'dosen',
      'satu',
      undefined,
      {
        include_laporan_kelas: true,
        include_laporan_pertemuan_detail: true,
        include_tanda_tangan: false,
        laporan_saya: true,
      },
    ],
    [
      'operator, one teacher',
      { bagian: ['include_tanda_tangan'], laporan: 'saya', idPengajar: 'd2' },
      'operator',
      'satu',
      undefined,
      {
        include_laporan_kelas: false,
        include_laporan_pertemuan_detail: false,
        include_tanda_tangan: true,
        laporan_saya: false,
        id_pengajar: 'd2',
      },
    ],
    [
      'operator, every class of a period',
      { bagian: BAGIAN_BAP, laporan: 'kelas', idPengajar: 'd2' },
      'operator',
      'semua',
      20251,
      {
        include_laporan_kelas: true,
        include_laporan_pertemuan_detail: true,
        include_tanda_tangan: true,
        laporan_saya: false,
        periode: 20251,
      },
    ],
    [
      'lecturer, own reports of a period',
      { bagian: ['include_laporan_kelas'], laporan: 'saya', idPengajar: null },
      'dosen',
      'semua',
      20252,
      {
        include_laporan_kelas: true,
        include_laporan_pertemuan_detail: false,
        include_tanda_tangan: false,
        laporan_saya: true,
        periode: 20252,
      },
    ],
  ] as const)('query: %s', (_nama, pilihan, role, jenis, periode, query) => {
    expect(queryUnduhBap(pilihan, bolehLaporanBapSaya(role), jenis, periode)).toEqual(query);
  });
});

describe('syllabus (spec 2)', () => {
  const BERKAS = {
    nama: 'Silabus.pdf',
    url: 'https://s.example/silabus.pdf',
    content_length: 1200,
  };
  const TAUTAN = {
    nama: 'https://drive.example/rps',
    url: 'https://drive.example/rps',
    content_length: null,
  };

  it.each([
    [BERKAS, 'unggah'],
    [{ nama: 'RPS.docx', url: 'https://s.example/f/123', content_length: null }, 'unggah'],
    [TAUTAN, 'tautan'],
    [null, 'unggah'],
  ] as const)('file %j is %s', (file, jenis) => {
    expect(jenisBerkasSilabus(file)).toBe(jenis);
  });

  it('starts from the stored syllabus', () => {
    expect(formSilabusDari({ teks: null, file: BERKAS })).toEqual({
      teks: '',
      jenis: 'unggah',
      berkas: BERKAS,
      tautan: '',
    });
    expect(formSilabusDari({ teks: 'Isi', file: TAUTAN })).toEqual({
      teks: 'Isi',
      jenis: 'tautan',
      berkas: null,
      tautan: 'https://drive.example/rps',
    });
  });

  it.each([
    [{ teks: '', jenis: 'tautan', berkas: null, tautan: ' ' }, { tautan: PESAN_SILABUS.tautan }],
    [{ teks: '', jenis: 'tautan', berkas: null, tautan: 'drive.example' }, {}],
    [{ teks: '', jenis: 'unggah', berkas: null, tautan: '' }, {}],
  ] as const)('checks %j', (form, galat) => {
    expect(validasiSilabus(form)).toEqual(galat);
  });

  it.each([
    [
      { teks: '  Silabus  ', jenis: 'unggah', berkas: BERKAS, tautan: 'x' },
      { teks: 'Silabus', file: BERKAS },
    ],
    [
      { teks: ' ', jenis: 'unggah', berkas: null, tautan: '' },
      { teks: null, file: null },
    ],
    [
      { teks: '', jenis: 'tautan', berkas: BERKAS, tautan: ' drive.example/rps ' },
      {
        teks: null,
        file: {
          nama: 'http://drive.example/rps',
          url: 'http://drive.example/rps',
          content_length: null,
        },
      },
    ],
    [
      { teks: 'A', jenis: 'tautan', berkas: null, tautan: 'https://drive.example/rps' },
      { teks: 'A', file: TAUTAN },
    ],
  ] as const)('body of %j', (form, body) => {
    expect(payloadSilabus(form)).toEqual(body);
  });
});

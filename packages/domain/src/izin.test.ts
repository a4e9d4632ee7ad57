import { describe, expect, it } from 'vitest';
import { HAK_AKSES_KOSONG, type HakAkses } from './akses';
import {
  type AksiIzin,
  type AktorIzin,
  boleh,
  bolehLaporanBapSaya,
  bolehUbahParameterKehadiran,
  bolehUbahPengajarPertemuan,
  dosenFilterMataKuliah,
  hanyaMilikSendiri,
  IZIN,
  izinHapusBerkas,
  izinMasuk,
  izinPengajarUtama,
  izinPeranDiminta,
  izinPeriodeMengajar,
  izinUbahSilabusMataKuliah,
  izinUnggahKeFolder,
  materiTerlihat,
  PESAN_IZIN,
  pelakuIntegrasiNilai,
  roleDariScope,
  sembunyikanMateriBelumTampil,
} from './izin';

const hak = (ubah: Partial<HakAkses>): HakAkses => ({ ...HAK_AKSES_KOSONG, ...ubah });

const mahasiswa: AktorIzin = { role: 'mahasiswa', hakAkses: null };
const dosen: AktorIzin = { role: 'dosen', hakAkses: null };
const opKosong: AktorIzin = { role: 'operator', hakAkses: HAK_AKSES_KOSONG };
const opBacaKelas: AktorIzin = { role: 'operator', hakAkses: hak({ kelas_kuliah: 'read' }) };
const opTulisKelas: AktorIzin = { role: 'operator', hakAkses: hak({ kelas_kuliah: 'write' }) };
const opLaporan: AktorIzin = { role: 'operator', hakAkses: hak({ laporan: 'read' }) };
const opTanpaPeta: AktorIzin = { role: 'operator', hakAkses: null };
const opBankBaca: AktorIzin = { role: 'operator', hakAkses: hak({ bank_soal: 'read' }) };
const opBankTulis: AktorIzin = { role: 'operator', hakAkses: hak({ bank_soal: 'write' }) };
const opBankKelas: AktorIzin = {
  role: 'operator',
  hakAkses: hak({ bank_soal: 'write', kelas_kuliah: 'write' }),
};
const opKonfigurasiBaca: AktorIzin = { role: 'operator', hakAkses: hak({ konfigurasi: 'read' }) };
const opKonfigurasiTulis: AktorIzin = { role: 'operator', hakAkses: hak({ konfigurasi: 'write' }) };
const opBankBacaKelas: AktorIzin = {
  role: 'operator',
  hakAkses: hak({ bank_soal: 'read', kelas_kuliah: 'write' }),
};

const opLaporanTulis: AktorIzin = { role: 'operator', hakAkses: hak({ laporan: 'write' }) };

const AKTOR = {
  mahasiswa,
  dosen,
  opKosong,
  opBacaKelas,
  opTulisKelas,
  opLaporan,
  opLaporanTulis,
  opTanpaPeta,
  opBankBaca,
  opBankTulis,
  opBankKelas,
  opBankBacaKelas,
  opKonfigurasiBaca,
  opKonfigurasiTulis,
};
type NamaAktor = keyof typeof AKTOR;

/** Per action: the message each actor gets, or null when allowed. */
const TABEL: Record<AksiIzin, Partial<Record<NamaAktor, string | null>>> = {
  publik: { mahasiswa: null, dosen: null, opKosong: null },
  masuk: { mahasiswa: null, dosen: null, opKosong: null },
  bacaKelas: {
    mahasiswa: null,
    dosen: null,
    opKosong: PESAN_IZIN.hakBacaKelas,
    opTanpaPeta: PESAN_IZIN.hakBacaKelas,
    opBacaKelas: null,
    opTulisKelas: null,
  },
  ubahKelas: {
    mahasiswa: PESAN_IZIN.mahasiswaUbahKelas,
    dosen: null,
    opBacaKelas: PESAN_IZIN.hakUbahKelas,
    opTulisKelas: null,
  },
  ubahDataKelas: {
    mahasiswa: PESAN_IZIN.ubahDataKelas,
    dosen: PESAN_IZIN.ubahDataKelas,
    opBacaKelas: PESAN_IZIN.ubahDataKelas,
    opTulisKelas: null,
  },
  bacaPertemuan: { mahasiswa: null, dosen: null, opKosong: PESAN_IZIN.hakBacaKelas },
  ubahPertemuan: {
    mahasiswa: PESAN_IZIN.mahasiswaUbahPertemuan,
    dosen: null,
    opBacaKelas: PESAN_IZIN.hakUbahKelas,
    opTulisKelas: null,
  },
  bacaSesi: { mahasiswa: null, dosen: null, opKosong: null },
  bacaRuangan: { mahasiswa: PESAN_IZIN.ruanganStaf, dosen: null, opKosong: null },
  bacaMateri: { mahasiswa: null, dosen: null, opKosong: PESAN_IZIN.hakBacaKelas },
  kelolaMateri: {
    mahasiswa: PESAN_IZIN.mahasiswaKelolaMateri,
    dosen: null,
    opBacaKelas: PESAN_IZIN.hakUbahKelas,
    opTulisKelas: null,
  },
  daftarSalinMateri: {
    mahasiswa: PESAN_IZIN.mahasiswaSalinMateri,
    dosen: null,
    opKosong: PESAN_IZIN.hakBacaKelas,
    opBacaKelas: null,
  },
  presensiMateri: {
    mahasiswa: null,
    dosen: PESAN_IZIN.presensiMateri,
    opTulisKelas: PESAN_IZIN.presensiMateri,
  },
  bacaVidcon: {
    mahasiswa: null,
    dosen: null,
    opKosong: PESAN_IZIN.hakBacaKelas,
    opBacaKelas: null,
  },
  gabungVidcon: { mahasiswa: null, dosen: null, opKosong: PESAN_IZIN.hakBacaKelas },
  kelolaVidcon: {
    mahasiswa: PESAN_IZIN.mahasiswaKelolaVidcon,
    dosen: null,
    opBacaKelas: PESAN_IZIN.hakUbahKelas,
    opTulisKelas: null,
  },
  bacaForum: { mahasiswa: null, dosen: null, opKosong: PESAN_IZIN.hakBacaKelas, opBacaKelas: null },
  postingForum: {
    mahasiswa: null,
    dosen: null,
    opBacaKelas: PESAN_IZIN.hakUbahKelas,
    opTulisKelas: null,
  },
  kelolaForum: {
    mahasiswa: PESAN_IZIN.mahasiswaKelolaForum,
    dosen: null,
    opBacaKelas: PESAN_IZIN.hakUbahKelas,
    opTulisKelas: null,
  },
  bacaKehadiranMahasiswa: {
    mahasiswa: PESAN_IZIN.mahasiswaKehadiranLain,
    dosen: null,
    opKosong: PESAN_IZIN.hakBacaKelas,
    opBacaKelas: null,
  },
  ubahKehadiranMahasiswa: {
    mahasiswa: PESAN_IZIN.mahasiswaUbahKehadiran,
    dosen: null,
    opBacaKelas: PESAN_IZIN.hakUbahKelas,
    opTulisKelas: null,
  },
  bacaKehadiranSatu: {
    mahasiswa: null,
    dosen: null,
    opKosong: PESAN_IZIN.hakBacaKelas,
    opBacaKelas: null,
  },
  kehadiranSaya: {
    mahasiswa: null,
    dosen: PESAN_IZIN.kehadiranSaya,
    opTulisKelas: PESAN_IZIN.kehadiranSaya,
  },
  pindaiQrKehadiran: {
    mahasiswa: null,
    dosen: PESAN_IZIN.pindaiQr,
    opTulisKelas: PESAN_IZIN.pindaiQr,
  },
  kelayakanUjianSaya: {
    mahasiswa: null,
    dosen: PESAN_IZIN.kelayakanUjianSaya,
    opTulisKelas: PESAN_IZIN.kelayakanUjianSaya,
  },
  bacaKehadiranDosen: {
    mahasiswa: PESAN_IZIN.mahasiswaKehadiranDosen,
    dosen: null,
    opKosong: PESAN_IZIN.hakBacaKelas,
    opBacaKelas: null,
  },
  ubahKehadiranDosen: {
    mahasiswa: PESAN_IZIN.mahasiswaUbahKehadiranDosen,
    dosen: null,
    opBacaKelas: PESAN_IZIN.hakUbahKelas,
    opTulisKelas: null,
  },
  kehadiranDosenSaya: {
    mahasiswa: PESAN_IZIN.kehadiranDosenSaya,
    dosen: null,
    opTulisKelas: PESAN_IZIN.kehadiranDosenSaya,
  },
  bacaTugas: { mahasiswa: null, dosen: null, opKosong: PESAN_IZIN.hakBacaKelas, opBacaKelas: null },
  kelolaTugas: {
    mahasiswa: PESAN_IZIN.mahasiswaKelolaTugas,
    dosen: null,
    opBacaKelas: PESAN_IZIN.hakUbahKelas,
    opTulisKelas: null,
  },
  kumpulTugas: {
    mahasiswa: null,
    dosen: PESAN_IZIN.kumpulTugas,
    opTulisKelas: PESAN_IZIN.kumpulTugas,
  },
  bacaPengumpulanTugas: {
    mahasiswa: PESAN_IZIN.mahasiswaPengumpulanLain,
    dosen: null,
    opKosong: PESAN_IZIN.hakBacaKelas,
    opBacaKelas: null,
  },
  nilaiTugas: {
    mahasiswa: PESAN_IZIN.mahasiswaNilaiTugas,
    dosen: null,
    opBacaKelas: PESAN_IZIN.hakUbahKelas,
    opTulisKelas: null,
  },
  bacaKelompok: {
    mahasiswa: null,
    dosen: null,
    opKosong: PESAN_IZIN.hakBacaKelas,
    opBacaKelas: null,
  },
  kelolaKelompok: {
    mahasiswa: PESAN_IZIN.mahasiswaKelolaKelompok,
    dosen: null,
    opBacaKelas: PESAN_IZIN.hakUbahKelas,
    opTulisKelas: null,
  },
  bacaUjian: { mahasiswa: null, dosen: null, opKosong: PESAN_IZIN.hakBacaKelas, opBacaKelas: null },
  kelolaUjian: {
    mahasiswa: PESAN_IZIN.mahasiswaKelolaUjian,
    dosen: null,
    opBacaKelas: PESAN_IZIN.hakUbahKelas,
    opTulisKelas: null,
  },
  daftarSalinUjian: {
    mahasiswa: PESAN_IZIN.mahasiswaSalinUjian,
    dosen: null,
    opKosong: PESAN_IZIN.hakBacaKelas,
    opBacaKelas: null,
  },
  kerjakanUjian: {
    mahasiswa: null,
    dosen: PESAN_IZIN.kerjakanUjian,
    opTulisKelas: PESAN_IZIN.kerjakanUjian,
  },
  bacaHasilUjian: {
    mahasiswa: PESAN_IZIN.mahasiswaHasilUjian,
    dosen: null,
    opKosong: PESAN_IZIN.hakBacaKelas,
    opBacaKelas: null,
  },
  nilaiUjian: {
    mahasiswa: PESAN_IZIN.mahasiswaNilaiUjian,
    dosen: null,
    opBacaKelas: PESAN_IZIN.hakUbahKelas,
    opTulisKelas: null,
  },
  bacaBankSoal: {
    mahasiswa: PESAN_IZIN.mahasiswaBankSoal,
    dosen: null,
    opKosong: PESAN_IZIN.hakBacaBankSoal,
    opTulisKelas: PESAN_IZIN.hakBacaBankSoal,
    opBankBaca: null,
    opBankTulis: null,
  },
  kelolaBankSoal: {
    mahasiswa: PESAN_IZIN.mahasiswaBankSoal,
    dosen: null,
    opBankBaca: PESAN_IZIN.hakUbahBankSoal,
    opBankTulis: null,
  },
  salinUjianKeBankSoal: {
    mahasiswa: PESAN_IZIN.mahasiswaBankSoal,
    dosen: null,
    opKosong: PESAN_IZIN.hakUbahBankSoal,
    opTulisKelas: PESAN_IZIN.hakUbahBankSoal,
    opBankBaca: PESAN_IZIN.hakUbahBankSoal,
    opBankTulis: PESAN_IZIN.hakUbahKelas,
    opBankKelas: null,
  },
  salinBankSoalKeUjian: {
    mahasiswa: PESAN_IZIN.mahasiswaKelolaUjian,
    dosen: null,
    opKosong: PESAN_IZIN.hakUbahKelas,
    opBankTulis: PESAN_IZIN.hakUbahKelas,
    opTulisKelas: PESAN_IZIN.hakBacaBankSoal,
    opBankBacaKelas: null,
    opBankKelas: null,
  },
  bacaKomentar: {
    mahasiswa: null,
    dosen: null,
    opKosong: PESAN_IZIN.hakBacaKelas,
    opBacaKelas: null,
  },
  tulisKomentar: {
    mahasiswa: null,
    dosen: null,
    opBacaKelas: PESAN_IZIN.hakUbahKelas,
    opTulisKelas: null,
  },
  ubahGroupChat: {
    mahasiswa: PESAN_IZIN.mahasiswaUbahGroupChat,
    dosen: null,
    opBacaKelas: PESAN_IZIN.hakUbahKelas,
    opTulisKelas: null,
  },
  bacaSilabus: { mahasiswa: null, dosen: null, opKosong: PESAN_IZIN.hakBacaKelas },
  ubahSilabus: {
    mahasiswa: PESAN_IZIN.ubahSilabus,
    dosen: null,
    opKosong: PESAN_IZIN.hakBacaKelas,
    opBacaKelas: PESAN_IZIN.ubahSilabus,
    opTulisKelas: null,
  },
  bacaBap: {
    mahasiswa: PESAN_IZIN.bapStaf,
    dosen: null,
    opTulisKelas: PESAN_IZIN.hakLaporan,
    opLaporan: null,
  },
  bacaRekapNilai: {
    mahasiswa: PESAN_IZIN.rekapNilaiStaf,
    dosen: null,
    opKosong: PESAN_IZIN.hakLaporan,
    opTulisKelas: PESAN_IZIN.hakLaporan,
    opLaporan: null,
  },
  ubahKomponenNilai: {
    mahasiswa: PESAN_IZIN.rekapNilaiStaf,
    dosen: null,
    opTulisKelas: PESAN_IZIN.ubahLap,
    opLaporan: PESAN_IZIN.ubahLap,
    opLaporanTulis: null,
  },
  nilaiSaya: {
    mahasiswa: null,
    dosen: PESAN_IZIN.nilaiSaya,
    opLaporanTulis: PESAN_IZIN.nilaiSaya,
  },
  bacaPenandatangan: { mahasiswa: null, dosen: null, opKosong: null },
  bacaReferensi: { mahasiswa: PESAN_IZIN.referensiStaf, dosen: null, opKosong: null },
  bacaDataMahasiswa: { mahasiswa: null, dosen: null, opKosong: null },
  bacaSistem: { mahasiswa: null, dosen: null, opKosong: null },
  ubahPengaturan: {
    mahasiswa: PESAN_IZIN.ubahPengaturan,
    dosen: PESAN_IZIN.ubahPengaturan,
    opKosong: PESAN_IZIN.ubahPengaturan,
    opTanpaPeta: PESAN_IZIN.ubahPengaturan,
    opTulisKelas: PESAN_IZIN.ubahPengaturan,
    opKonfigurasiBaca: PESAN_IZIN.ubahPengaturan,
    opKonfigurasiTulis: null,
  },
  unggahBerkas: { mahasiswa: null, dosen: null, opKosong: null },
  hapusBerkas: { mahasiswa: null, dosen: null, opKosong: null },
};

describe('IZIN: who may do what', () => {
  it('has a table row for every action', () => {
    expect(Object.keys(TABEL).sort()).toEqual(Object.keys(IZIN).sort());
  });

  const kasus = Object.entries(TABEL).flatMap(([aksi, baris]) =>
    Object.entries(baris).map(([aktor, pesan]) => [aksi, aktor, pesan] as const),
  );
  it.each(kasus)('%s by %s: %s', (aksi, aktor, pesan) => {
    const hasil = IZIN[aksi as AksiIzin](AKTOR[aktor as NamaAktor]);
    expect(hasil).toEqual(pesan === null ? { ok: true } : { ok: false, pesan });
    expect(boleh(aksi as AksiIzin, AKTOR[aktor as NamaAktor])).toBe(pesan === null);
  });
});

describe('rules with a fact from the data', () => {
  it.each([
    ['gambar', mahasiswa, true],
    ['materi', mahasiswa, false],
    ['materi', dosen, true],
    ['materi', opTulisKelas, true],
    ['materi', opBacaKelas, false],
    ['pengumpulan_tugas', dosen, false],
  ] as const)('uploads into %s by %j: %s', (folder, aktor, ok) => {
    expect(izinUnggahKeFolder(folder)(aktor)).toEqual(
      ok ? { ok: true } : { ok: false, pesan: PESAN_IZIN.unggahFolder },
    );
  });

  it.each([
    [true, mahasiswa, true],
    [false, dosen, false],
    [false, opTulisKelas, false],
    [false, { role: 'operator', hakAkses: hak({ data_sistem: 'write' }) } as AktorIzin, true],
  ] as const)('deletes a file (own upload %s) by %j: %s', (sendiri, aktor, ok) => {
    expect(izinHapusBerkas(sendiri)(aktor).ok).toBe(ok);
  });

  it.each([
    ['D1', 'D1', dosen, true],
    ['D1', 'D2', dosen, false],
    [null, 'D2', opKosong, true],
  ] as const)('teaching periods of %s asked for %s', (saya, diminta, aktor, ok) => {
    expect(izinPeriodeMengajar(saya, diminta)(aktor)).toEqual(
      ok ? { ok: true } : { ok: false, pesan: PESAN_IZIN.periodeMengajar },
    );
  });

  it('filters courses by the lecturer unless another is asked', () => {
    expect(dosenFilterMataKuliah({ ...dosen, idDosen: 'D1' }, undefined)).toBe('D1');
    expect(dosenFilterMataKuliah({ ...dosen, idDosen: 'D1' }, 'D2')).toBe('D2');
    expect(dosenFilterMataKuliah({ ...dosen, idDosen: null }, undefined)).toBeUndefined();
    expect(dosenFilterMataKuliah({ ...opKosong, idDosen: 'D1' }, undefined)).toBeUndefined();
  });

  const tim = { id_dosen_koordinator: 'K', id_dosen_pengembang_rps: 'P' };
  it.each([
    ['K', dosen, true],
    ['P', dosen, true],
    ['X', dosen, false],
    [null, opTulisKelas, true],
    [null, opBacaKelas, false],
    ['K', mahasiswa, false],
  ] as const)("edits a course's syllabus as %s (%j)", (idDosen, aktor, ok) => {
    expect(izinUbahSilabusMataKuliah(idDosen, tim)(aktor)).toEqual(
      ok ? { ok: true } : { ok: false, pesan: PESAN_IZIN.ubahSilabus },
    );
  });

  it('issues academic-system codes only for the own role', () => {
    expect(izinPeranDiminta('ROLE_DOSEN')(dosen).ok).toBe(true);
    expect(izinPeranDiminta('ROLE_OPERATOR')(dosen)).toEqual({
      ok: false,
      pesan: PESAN_IZIN.peranDiminta,
    });
    expect(izinPeranDiminta('ROLE_LAIN')(mahasiswa).ok).toBe(false);
  });

  it.each([
    [{ pengajar: false, utama: false }, true],
    [{ pengajar: true, utama: true }, true],
    [{ pengajar: true, utama: false }, false],
  ])('changes teachers in the class as %j: %s', (diKelas, ok) => {
    expect(izinPengajarUtama(diKelas, 'pesan')).toEqual(
      ok ? { ok: true } : { ok: false, pesan: 'pesan' },
    );
  });

  it('leaves attendance parameters to operators', () => {
    expect(bolehUbahParameterKehadiran(dosen)).toBe(false);
    expect(bolehUbahParameterKehadiran(opTulisKelas)).toBe(true);
  });

  const sekarang = new Date('2026-01-10T08:00:00Z');
  it.each([
    [mahasiswa, { tampilSekarang: true, waktuMulaiTampil: null }, true],
    [mahasiswa, { tampilSekarang: false, waktuMulaiTampil: null }, false],
    [
      mahasiswa,
      { tampilSekarang: false, waktuMulaiTampil: new Date('2026-01-10T07:00:00Z') },
      true,
    ],
    [
      mahasiswa,
      { tampilSekarang: false, waktuMulaiTampil: new Date('2026-01-11T07:00:00Z') },
      false,
    ],
    [dosen, { tampilSekarang: false, waktuMulaiTampil: new Date('2026-01-11T07:00:00Z') }, true],
    [opBacaKelas, { tampilSekarang: false, waktuMulaiTampil: null }, true],
  ])('a material is visible to %j (%j): %s', (aktor, m, terlihat) => {
    expect(materiTerlihat(aktor, m, sekarang)).toBe(terlihat);
  });

  it('hides materials not shown yet from students only', () => {
    expect(sembunyikanMateriBelumTampil(mahasiswa)).toBe(true);
    expect(sembunyikanMateriBelumTampil(dosen)).toBe(false);
  });

  it('names the grade-integration actor per role', () => {
    const pelaku = { dosen: true, operator: false };
    expect(pelakuIntegrasiNilai('dosen', pelaku)).toBe(true);
    expect(pelakuIntegrasiNilai('operator', pelaku)).toBe(false);
    expect(pelakuIntegrasiNilai('mahasiswa', { dosen: true, operator: true })).toBe(false);
  });
});

describe('signing in', () => {
  it('reads the roles an app accepts from its scope', () => {
    expect(roleDariScope(undefined)).toBeNull();
    expect(roleDariScope('  ')).toBeNull();
    expect(roleDariScope('ROLE_DOSEN ROLE_OPERATOR')).toEqual(['dosen', 'operator']);
    expect(roleDariScope('openid')).toEqual([]);
  });

  it.each([
    [{ role: 'mahasiswa', aktif: false }, PESAN_IZIN.akunTidakAktif],
    [{ role: 'mahasiswa', aktif: true, scope: 'ROLE_DOSEN' }, PESAN_IZIN.mahasiswaDiAppStaf],
    [{ role: 'dosen', aktif: true, scope: 'ROLE_MAHASISWA' }, PESAN_IZIN.stafDiAppMahasiswa],
    [{ role: 'operator', aktif: true, operatorAktif: false }, PESAN_IZIN.operatorTidakAktif],
    [{ role: 'operator', aktif: true, scope: 'ROLE_OPERATOR', operatorAktif: true }, null],
    [{ role: 'dosen', aktif: true, operatorAktif: false }, null],
    [{ role: 'mahasiswa', aktif: true, scope: 'ROLE_MAHASISWA' }, null],
  ] as const)('%j: %s', (args, pesan) => {
    expect(izinMasuk(args)).toEqual(pesan === null ? { ok: true } : { ok: false, pesan });
  });
});

describe("bolehUbahPengajarPertemuan: a meeting's teachers (spec 5, 6)", () => {
  it.each([
    ['operator', false, true],
    ['operator', true, true],
    ['dosen', true, true],
    ['dosen', false, false],
    ['mahasiswa', false, false],
  ] as const)('%s, main teacher %s: %s', (role, utama, boleh) => {
    expect(bolehUbahPengajarPertemuan({ role, utama })).toBe(boleh);
  });
});

describe("bolehLaporanBapSaya: 'Laporan Saya' or a chosen teacher's BAP (spec 6)", () => {
  it.each([
    ['dosen', true],
    ['operator', false],
    ['mahasiswa', false],
  ] as const)('%s: %s', (role, laporanSaya) => {
    expect(bolehLaporanBapSaya(role)).toBe(laporanSaya);
  });
});

describe("hanyaMilikSendiri: a student reads only their own part of a class's activity (spec 6)", () => {
  it.each([
    ['mahasiswa', true],
    ['dosen', false],
    ['operator', false],
  ] as const)('%s: %s', (role, sendiri) => {
    expect(hanyaMilikSendiri(role)).toBe(sendiri);
  });
});

import { describe, expect, it } from 'vitest';
import { getApi, tokenApi } from '../support/api';
import { halamanBanyak, login } from '../support/browser';
import { alamatServer } from '../support/server';

// QR attendance of an offline meeting (issue 25; spec 2 'Generate QR Code'): the lecturer opens
// the QR page of a running offline meeting of IF101 A; a student opens the address the code
// encodes, signs in, and is marked present by QR; a code from two windows ago is refused.

const { studentUrl, staffUrl } = alamatServer();

const halaman = halamanBanyak();

interface PertemuanApi {
  id: string;
  nomor: number;
  jenis: string;
  status: string;
}

interface KodeQr {
  token: string;
  url: string;
  berlaku_sampai: string;
}

interface BarisKehadiran {
  mahasiswa: { nim: string };
  presensi: string | null;
  is_qr_code: boolean;
}

/** An offline meeting of IF101 A (odd numbers of the mixed class) that is running now. */
async function pertemuanOffline(dosen: string) {
  const kelas = await getApi<{ id: string }[]>(studentUrl, dosen, '/lms/kelas_kuliah?per_page=50');
  const idKelas = kelas.map((k) => k.id).find((id) => id.endsWith('_K1_IF101_A'));
  if (!idKelas) throw new Error('Kelas IF101 A tidak ada di seed');
  const daftar = await getApi<PertemuanApi[]>(
    studentUrl,
    dosen,
    `/lms/pertemuan?id_kelas_kuliah=${encodeURIComponent(idKelas)}&per_page=50`,
  );
  const p = [15, 13, 11, 9]
    .map((n) => daftar.find((x) => x.nomor === n))
    .find((x) => x && x.jenis === 'offline' && x.status !== 'selesai');
  if (!p) throw new Error('Tidak ada pertemuan offline IF101 A yang belum berakhir');
  if (p.status === 'belum_dimulai') {
    const res = await fetch(`${staffUrl}/lms/pertemuan/${p.id}/start`, {
      method: 'PUT',
      headers: { 'college-id': 'kampus-demo', authorization: `Bearer ${dosen}` },
    });
    expect(res.status).toBe(200);
  }
  return p;
}

describe('QR attendance', () => {
  it('a lecturer shows the QR of an offline meeting; a student opens it and is present by QR; an old code is refused', {
    timeout: 240_000,
  }, async () => {
    const dosen = await tokenApi(staffUrl, 'dosen01', 'dosen123');
    const aturan = await getApi<{ status: boolean }>(staffUrl, dosen, '/v0/aturan/qr-code');
    expect(aturan.status).toBe(true);
    const pertemuan = await pertemuanOffline(dosen);
    // A code taken now, forwarded later: refused once two windows have passed (below).
    const lama = await getApi<KodeQr>(
      staffUrl,
      dosen,
      `/lms/kehadiran_mahasiswa/pertemuan/${pertemuan.id}/qr`,
    );

    // The lecturer's QR page: the code encodes the student app's scan address.
    const pengajar = await halaman();
    await login(pengajar.page, staffUrl, 'dosen01', 'dosen123');
    await pengajar.page.waitForURL(`${staffUrl}/beranda`);
    await pengajar.page.goto(`${staffUrl}/kehadiran/qr/${pertemuan.id}`);
    const qr = pengajar.page.getByRole('img', { name: 'Kode QR presensi' });
    await qr.waitFor();
    await pengajar.page.getByRole('heading', { name: `Pertemuan ${pertemuan.nomor} ·` }).waitFor();
    await pengajar.page.getByText(/Kode berganti dalam \d+ detik/).waitFor();
    const isi = (await qr.getAttribute('data-isi')) ?? '';
    expect(isi.startsWith(`${studentUrl}/kehadiran/qr?token=`)).toBe(true);
    expect(pengajar.errors).toEqual([]);

    // A student who was not signed in opens it, signs in and lands on the result.
    const mhs = await halaman();
    await mhs.page.goto(isi);
    await mhs.page.getByLabel('Username').fill('2401001');
    await mhs.page.getByLabel('Password', { exact: true }).fill('mahasiswa123');
    await mhs.page.getByRole('button', { name: 'Masuk' }).click();
    await mhs.page.getByRole('heading', { name: 'Kehadiran tercatat' }).waitFor();
    await mhs.page.getByText(`Pertemuan ${pertemuan.nomor} ·`).waitFor();
    expect(mhs.errors).toEqual([]);

    // The lecturer sees them present by QR.
    const baris = async (nim: string) =>
      (
        await getApi<{ peserta: BarisKehadiran[] }>(
          staffUrl,
          dosen,
          `/lms/kehadiran_mahasiswa/pertemuan/${pertemuan.id}`,
        )
      ).peserta.find((p) => p.mahasiswa.nim === nim);
    expect(await baris('2401001')).toMatchObject({ presensi: 'H', is_qr_code: true });

    // Opening it again says it is already recorded.
    await mhs.page.reload();
    await mhs.page.getByRole('heading', { name: 'Kehadiran sudah tercatat' }).waitFor();

    // The code taken at the start, two windows later: refused, nothing recorded.
    const tunggu = Date.parse(lama.berlaku_sampai) + 1000 - Date.now();
    if (tunggu > 0) await new Promise((r) => setTimeout(r, tunggu));
    const mhs2 = await halaman();
    await login(mhs2.page, studentUrl, '2401002', 'mahasiswa123');
    await mhs2.page.waitForURL(`${studentUrl}/beranda`);
    await mhs2.page.goto(lama.url);
    await mhs2.page.getByRole('heading', { name: 'Kehadiran tidak tercatat' }).waitFor();
    // On the page itself, not as a toast.
    await mhs2.page
      .locator('#konten-utama')
      .getByText('Kode QR sudah kedaluwarsa, pindai ulang kode di layar dosen')
      .waitFor();
    expect(
      await mhs2.page
        .getByRole('region', { name: 'Notifikasi' })
        .getByText(/Kode QR/)
        .count(),
    ).toBe(0);
    expect(mhs2.errors).toEqual([
      expect.stringMatching(/^410 POST .*\/lms\/kehadiran_mahasiswa\/qr$/),
    ]);
    expect((await baris('2401002'))?.is_qr_code ?? false).toBe(false);

    // Meanwhile the lecturer's page kept renewing its code.
    expect(await qr.getAttribute('data-isi')).not.toBe(isi);
    expect(pengajar.errors).toEqual([]);
  });
});

import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { kelasDemoBerpertemuan } from './kelasDemo';

const MENIT = 60_000;
const JAM = 60 * MENIT;
const HARI = 24 * JAM;

/** One post of a demo discussion: who (lecturer or the n-th student), when, what, answering. */
interface PostDemo {
  oleh: 'dosen' | number;
  setelah: number;
  isi: string;
  balasan?: Omit<PostDemo, 'balasan'>[];
}

/**
 * The finished discussion: the lecturer's prompt with answers, two students' threads, replies
 * from students and the lecturer. With minimal_post 2 the first two students complete it, the
 * next three posted once.
 */
const DISKUSI_LALU = (mk: string): PostDemo[] => [
  {
    oleh: 'dosen',
    setelah: 10 * MENIT,
    isi: `<p>Selamat datang di forum diskusi <b>${mk}</b>. Jelaskan dengan kata-kata Anda sendiri konsep utama pertemuan ini, lalu berikan <i>satu</i> contoh penerapannya.</p>`,
    balasan: [
      {
        oleh: 0,
        setelah: 2 * JAM,
        isi: '<p>Menurut saya konsep utamanya adalah memecah masalah menjadi bagian yang lebih kecil. Contohnya saat menyusun jadwal kuliah per semester.</p>',
      },
      {
        oleh: 1,
        setelah: 3 * JAM,
        isi: '<p>Saya setuju. Contoh lain: sistem antrean di bagian akademik, data yang masuk lebih dulu dilayani lebih dulu.</p>',
      },
      {
        oleh: 'dosen',
        setelah: 5 * JAM,
        isi: '<p>Contoh yang baik. Coba pikirkan juga apa yang terjadi bila datanya sangat besar.</p>',
      },
    ],
  },
  {
    oleh: 2,
    setelah: HARI,
    isi: '<p>Izin bertanya, Pak/Bu: apakah materi di slide halaman 12 termasuk bahan UTS?</p>',
    balasan: [
      {
        oleh: 'dosen',
        setelah: HARI + 2 * JAM,
        isi: '<p>Ya, termasuk. Pelajari juga latihan di akhir modul.</p>',
      },
      {
        oleh: 0,
        setelah: HARI + 3 * JAM,
        isi: '<p>Terima kasih atas pertanyaannya, saya juga sempat bingung.</p>',
      },
    ],
  },
  {
    oleh: 3,
    setelah: 2 * HARI,
    isi: '<p>Saya merangkum diskusi di atas dalam <a href="https://id.wikipedia.org/wiki/Struktur_data">tautan ini</a> sebagai bahan belajar bersama.</p>',
    balasan: [
      {
        oleh: 1,
        setelah: 2 * HARI + JAM,
        isi: '<p>Rangkumannya membantu, terima kasih.</p>',
      },
      {
        oleh: 4,
        setelah: 2 * HARI + 4 * JAM,
        isi: '<p>Izin menyimak dan menyalin rangkumannya.</p>',
      },
    ],
  },
];

/**
 * Demo forums on a fresh database, for the classes the demo quizzes and vidcons are on: a
 * finished discussion on the second meeting (last week, five students and the lecturer) and one
 * open now on the third, where the lecturer's prompt has one answer so far.
 */
export async function seedForumDemo(db: Db, now: Date) {
  for (const k of await kelasDemoBerpertemuan(db)) {
    const [p2, p3] = [k.pertemuan[1], k.pertemuan[2]];
    if (!p2 || !p3 || !k.idPengajar) continue;
    const idDosen = k.idPengajar;
    const mahasiswa = await db
      .select({ idPengguna: t.mahasiswa.idPengguna })
      .from(t.pesertaKelas)
      .innerJoin(t.mahasiswa, eq(t.mahasiswa.id, t.pesertaKelas.idMahasiswa))
      .where(eq(t.pesertaKelas.idKelasKuliah, k.id))
      .orderBy(asc(t.mahasiswa.nim))
      .limit(5);
    const penulis = (oleh: PostDemo['oleh']) =>
      oleh === 'dosen'
        ? { idPengguna: idDosen, role: 'dosen' }
        : { idPengguna: mahasiswa[oleh]?.idPengguna, role: 'mahasiswa' };

    const tulis = async (idForum: string, mulai: Date, daftar: PostDemo[]) => {
      for (const p of daftar) {
        const a = penulis(p.oleh);
        if (!a.idPengguna) continue;
        const [topik] = await db
          .insert(t.postForum)
          .values({
            idForum,
            idPengguna: a.idPengguna,
            role: a.role,
            isi: p.isi,
            createdAt: new Date(mulai.getTime() + p.setelah),
          })
          .returning({ id: t.postForum.id });
        for (const b of p.balasan ?? []) {
          const ab = penulis(b.oleh);
          if (!topik || !ab.idPengguna) continue;
          await db.insert(t.postForum).values({
            idForum,
            idInduk: topik.id,
            idPengguna: ab.idPengguna,
            role: ab.role,
            isi: b.isi,
            createdAt: new Date(mulai.getTime() + b.setelah),
          });
        }
      }
    };

    const mulaiLalu = new Date(now.getTime() - 8 * HARI);
    const [lalu] = await db
      .insert(t.forum)
      .values({
        idPertemuan: p2.id,
        judul: `Diskusi: ${p2.judul}`,
        deskripsi: `<p>Diskusikan materi pertemuan ${p2.nomor} <b>${k.mataKuliah}</b>. Setiap mahasiswa minimal memposting dua kali (topik atau balasan).</p>`,
        waktuMulai: mulaiLalu,
        waktuSelesai: new Date(mulaiLalu.getTime() + 5 * HARI),
        penilaianKeaktifan: true,
        minimalPost: 2,
        dibuatOleh: idDosen,
        createdAt: new Date(mulaiLalu.getTime() - HARI),
        updatedAt: new Date(mulaiLalu.getTime() - HARI),
      })
      .returning({ id: t.forum.id });
    if (lalu) await tulis(lalu.id, mulaiLalu, DISKUSI_LALU(k.mataKuliah));

    const mulaiKini = new Date(now.getTime() - JAM);
    const [kini] = await db
      .insert(t.forum)
      .values({
        idPertemuan: p3.id,
        judul: `Forum tanya jawab: ${p3.judul}`,
        deskripsi: `<p>Tuliskan pertanyaan atau pendapat Anda tentang materi pertemuan ${p3.nomor}.</p>`,
        waktuMulai: mulaiKini,
        waktuSelesai: new Date(mulaiKini.getTime() + 7 * HARI),
        penilaianKeaktifan: false,
        minimalPost: 1,
        dibuatOleh: idDosen,
        createdAt: new Date(mulaiKini.getTime() - HARI),
        updatedAt: new Date(mulaiKini.getTime() - HARI),
      })
      .returning({ id: t.forum.id });
    if (kini) {
      await tulis(kini.id, mulaiKini, [
        {
          oleh: 'dosen',
          setelah: 5 * MENIT,
          isi: '<p>Apa bagian materi minggu ini yang paling sulit dipahami? Jelaskan alasannya.</p>',
          balasan: [
            {
              oleh: 1,
              setelah: 30 * MENIT,
              isi: '<p>Bagian contoh soal kedua, langkah ketiganya belum saya pahami.</p>',
            },
          ],
        },
      ]);
    }
  }
}

import { Card, Disclosure, DisclosureGroup } from '@kampus/ui';
import * as styles from '../bersama/Halaman.css';
import { Judul } from '../bersama/Judul';

const PERTANYAAN: [string, string][] = [
  [
    'Bagaimana cara masuk ke LMS?',
    'Gunakan username dan password yang sama dengan akun akademik Anda. Mahasiswa masuk memakai NIM.',
  ],
  [
    'Kelas saya tidak muncul di Beranda. Apa yang harus dilakukan?',
    'Beranda menampilkan kelas pada periode berjalan. Pastikan KRS Anda sudah disetujui; bila masih tidak muncul, hubungi bagian akademik program studi.',
  ],
  [
    'Mengapa saya diarahkan ke halaman Akses Dibatasi?',
    'Ada syarat akses yang belum terpenuhi, misalnya tunggakan pembayaran kuliah. Rinciannya tampil di halaman tersebut.',
  ],
  [
    'Waktu di pojok kanan atas berbeda dengan jam ponsel saya.',
    'Jam tersebut adalah waktu server kampus beserta zona waktunya (WIB, WITA, atau WIT). Semua batas waktu kuliah, tugas, dan ujian mengikuti jam ini.',
  ],
  [
    'Saya lupa password.',
    'Hubungi operator LMS atau bagian akademik untuk mengatur ulang password Anda.',
  ],
];

/** /bantuan: answers to common questions and where to get help. */
export default function BantuanHalaman() {
  return (
    <div className={styles.halaman}>
      <Judul judul="Bantuan" subjudul="Jawaban atas pertanyaan yang sering diajukan." />
      <Card title="Pertanyaan Umum">
        <DisclosureGroup>
          {PERTANYAAN.map(([tanya, jawab]) => (
            <Disclosure key={tanya} id={tanya} title={tanya}>
              {jawab}
            </Disclosure>
          ))}
        </DisclosureGroup>
      </Card>
    </div>
  );
}

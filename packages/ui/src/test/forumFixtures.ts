import type { Forum, TopikForum } from '@kampus/api';

// Forums of one meeting and their posts, on the stories' and tests' fixed clock (1 Sep 2025,
// 09:00 WIB).

export const SEKARANG_FORUM = '2025-09-01T02:00:00.000Z';

const KELAS = {
  id: 'kls-1',
  mata_kuliah: { kode: 'IF201', nama: 'Struktur Data' },
  kelas: { nama: 'A' },
};

export const FORUM_BERLANGSUNG: Forum = {
  id: '11111111-1111-4111-8111-111111111111',
  id_kelas_kuliah: 'kls-1',
  id_pertemuan: 'ptm-3',
  pertemuan: { id: 'ptm-3', nomor: 3, judul: 'Stack dan Queue' },
  kelas_kuliah: KELAS,
  judul: 'Diskusi: kapan memakai stack?',
  deskripsi: '<p>Berikan satu contoh nyata pemakaian <strong>stack</strong> dan jelaskan.</p>',
  waktu_mulai: '2025-09-01T01:00:00.000Z',
  waktu_selesai: '2025-09-03T16:59:00.000Z',
  penilaian_keaktifan: true,
  minimal_post: 2,
  status: 'berlangsung',
  terbuka: true,
  bisa_diubah: false,
  terlipat: false,
  jumlah_peserta: 40,
  jumlah_peserta_join: 12,
  jumlah_post: 27,
  jumlah_post_saya: 1,
  completed: false,
  id_group_chat: 'LMS-KELAS-kls-1',
  id_forum_chat: 'FORUM__11111111-1111-4111-8111-111111111111',
  link: '/forum?groupId=LMS-KELAS-kls-1&forumId=FORUM__11111111-1111-4111-8111-111111111111&referer=kelas-kuliah',
  unread_count: 5,
  last_chat_time: '2025-09-01T01:55:00.000Z',
  created_by: { name: 'Dr. Rina Wulandari', username: 'rina' },
  created_at: '2025-08-28T03:00:00.000Z',
};

export const FORUM_SELESAI_MAHASISWA: Forum = {
  ...FORUM_BERLANGSUNG,
  id: '22222222-2222-4222-8222-222222222222',
  judul: 'Refleksi pertemuan 2',
  pertemuan: { id: 'ptm-2', nomor: 2, judul: 'Linked List' },
  id_pertemuan: 'ptm-2',
  waktu_mulai: '2025-08-25T01:00:00.000Z',
  waktu_selesai: '2025-08-27T16:59:00.000Z',
  status: 'selesai',
  terbuka: false,
  deskripsi: '<p>Tuliskan satu hal yang paling sulit dari materi <em>linked list</em>.</p>',
  completed: true,
  jumlah_post_saya: 3,
  unread_count: 0,
  last_chat_time: '2025-08-27T09:40:00.000Z',
  id_forum_chat: 'FORUM__22222222-2222-4222-8222-222222222222',
  link: '/forum?groupId=LMS-KELAS-kls-1&forumId=FORUM__22222222-2222-4222-8222-222222222222&referer=kelas-kuliah',
};

export const FORUM_BELUM_DIMULAI: Forum = {
  ...FORUM_BERLANGSUNG,
  id: '33333333-3333-4333-8333-333333333333',
  judul: 'Persiapan kuis',
  waktu_mulai: '2025-09-05T01:00:00.000Z',
  waktu_selesai: '2025-09-06T16:59:00.000Z',
  status: 'belum_dimulai',
  terlipat: true,
  jumlah_peserta_join: 0,
  jumlah_post: 0,
  jumlah_post_saya: 0,
  unread_count: 0,
  last_chat_time: null,
  id_forum_chat: 'FORUM__33333333-3333-4333-8333-333333333333',
  link: '/forum?groupId=LMS-KELAS-kls-1&forumId=FORUM__33333333-3333-4333-8333-333333333333&referer=kelas-kuliah',
};

/** The same forums as a lecturer of the class sees them. */
export const FORUM_STAF: Forum = { ...FORUM_BERLANGSUNG, bisa_diubah: true, completed: null };
export const FORUM_STAF_BELUM: Forum = {
  ...FORUM_BELUM_DIMULAI,
  bisa_diubah: true,
  terlipat: false,
  completed: null,
};
export const FORUM_STAF_SELESAI: Forum = {
  ...FORUM_SELESAI_MAHASISWA,
  bisa_diubah: true,
  completed: null,
};

export const FORUM_PERTEMUAN: Forum[] = [
  FORUM_BERLANGSUNG,
  FORUM_BELUM_DIMULAI,
  FORUM_SELESAI_MAHASISWA,
];

const DOSEN = { id_user: 'u-dosen', nama: 'Dr. Rina Wulandari', username: 'rina', role: 'dosen' };
const ANDI = { id_user: 'u-andi', nama: 'Andi Saputra', username: '2301001', role: 'mahasiswa' };
const SITI = { id_user: 'u-siti', nama: 'Siti Rahmawati', username: '2301002', role: 'mahasiswa' };

const post = (p: Partial<TopikForum['balasan'][number]> & { id: string }) => ({
  id_forum: FORUM_BERLANGSUNG.id,
  id_induk: null,
  isi: '',
  pengirim: ANDI,
  created_at: '2025-09-01T01:10:00.000Z',
  diubah_pada: null,
  dihapus: false,
  belum_dibaca: false,
  bisa_diubah: false,
  bisa_dihapus: false,
  ...p,
});

/** As the student Andi sees them: his own thread (editable) and Siti's with the lecturer's reply. */
export const TOPIK_MAHASISWA: TopikForum[] = [
  {
    ...post({
      id: 'p-siti',
      pengirim: SITI,
      isi: '<p>Tombol <em>undo</em> di editor teks memakai stack: aksi terakhir dibatalkan dulu.</p>',
      created_at: '2025-09-01T01:30:00.000Z',
      belum_dibaca: true,
    }),
    balasan: [
      post({
        id: 'p-dosen',
        id_induk: 'p-siti',
        pengirim: DOSEN,
        isi: '<p>Tepat. Bagaimana dengan <em>redo</em>?</p>',
        created_at: '2025-09-01T01:55:00.000Z',
        belum_dibaca: true,
      }),
    ],
  },
  {
    ...post({
      id: 'p-andi',
      isi: '<p>Pemanggilan fungsi rekursif disimpan di <strong>call stack</strong>.</p>',
      diubah_pada: '2025-09-01T01:20:00.000Z',
      bisa_diubah: true,
      bisa_dihapus: true,
    }),
    balasan: [],
  },
];

/** As the lecturer sees them: any post may be deleted; a deleted thread kept for its reply. */
const [TOPIK_SITI, TOPIK_ANDI] = TOPIK_MAHASISWA as [TopikForum, TopikForum];

export const TOPIK_DOSEN: TopikForum[] = [
  {
    ...TOPIK_SITI,
    bisa_dihapus: true,
    belum_dibaca: false,
    balasan: TOPIK_SITI.balasan.map((b) => ({
      ...b,
      bisa_diubah: true,
      bisa_dihapus: true,
      belum_dibaca: false,
    })),
  } as TopikForum,
  { ...TOPIK_ANDI, bisa_diubah: false, bisa_dihapus: true } as TopikForum,
  {
    ...post({ id: 'p-hapus', isi: '', dihapus: true, pengirim: null, bisa_dihapus: false }),
    balasan: [
      post({
        id: 'p-balas-hapus',
        id_induk: 'p-hapus',
        pengirim: SITI,
        isi: '<p>Saya setuju.</p>',
        bisa_dihapus: true,
      }),
    ],
  },
];

/** The meeting of the forms (spec 3 'Meeting'), and the operators' picker. */
const pertemuanKe = (nomor: number) => ({
  id: `ptm-${nomor}`,
  nomor,
  jenis: nomor % 2 === 0 ? 'offline' : 'online',
  waktu_mulai: `2025-09-${String(nomor).padStart(2, '0')}T01:00:00.000Z`,
  waktu_selesai: `2025-09-${String(nomor).padStart(2, '0')}T03:00:00.000Z`,
});
export const PERTEMUAN_FORUM = pertemuanKe(3);
export const OPSI_PERTEMUAN_FORUM = [1, 2, 3, 4, 5].map(pertemuanKe);

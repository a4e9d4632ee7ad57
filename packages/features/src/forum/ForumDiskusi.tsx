import {
  useAliranForum,
  useForum,
  useKelolaPostForum,
  usePostForum,
  useTandaiForumDibaca,
} from '@kampus/api';
import { boleh } from '@kampus/domain';
import { ForumThreadView } from '@kampus/ui/views/forum/ForumThreadView';
import { useCallback, useEffect } from 'react';
import * as styles from '../bersama/Halaman.css';
import { Judul } from '../bersama/Judul';
import { berhasil, usePengguna } from '../bersama/konteks';
import { HREF_FORUM } from './tautan';

const e = encodeURIComponent;

/**
 * One forum's discussion (/forum?groupId=..&forumId=FORUM__{id}): the threads with replies,
 * live (the forum's SSE stream reads the posts again when anyone posts), marked read on opening
 * and as others' posts arrive. Students read it from its start; everyone of the class posts
 * while it runs (domain IZIN.postingForum; operators with write).
 */
export default function ForumDiskusi({
  idForum,
  referer,
}: {
  idForum: string;
  referer: string | null;
}) {
  const { role, hak, timeZone } = usePengguna();
  const forum = useForum(idForum);
  const f = forum.data ?? null;
  const terbaca = f !== null && !f.terlipat;
  const post = usePostForum(idForum, terbaca);
  const kelola = useKelolaPostForum(idForum);
  const tandai = useTandaiForumDibaca();
  const tandaiDibaca = tandai.mutate;

  // Opening the forum reads it: its unread badge goes (spec 2 link from the meeting).
  useEffect(() => {
    if (terbaca) tandaiDibaca(idForum);
  }, [terbaca, idForum, tandaiDibaca]);
  const adaPostBaru = useCallback(() => tandaiDibaca(idForum), [tandaiDibaca, idForum]);
  useAliranForum(terbaca ? idForum : null, adaPostBaru);

  const hrefKembali =
    referer === 'kelas-kuliah' && f
      ? `/kelas/${e(f.id_kelas_kuliah)}/${e(f.id_pertemuan)}`
      : HREF_FORUM;

  return (
    <div className={styles.halaman}>
      <Judul
        judul="Forum"
        subjudul={
          f
            ? `${f.kelas_kuliah.mata_kuliah.nama} (${f.kelas_kuliah.kelas.nama}), Pertemuan ${f.pertemuan.nomor}`
            : undefined
        }
      />
      <ForumThreadView
        forum={f}
        topik={post.topik}
        isLoading={forum.isPending}
        isError={forum.isError}
        pesanGalat={forum.error?.message}
        onRetry={() => void forum.refetch()}
        isPostLoading={terbaca && post.isPending}
        isPostError={post.isError}
        onRetryPost={() => void post.refetch()}
        onMuatSebelumnya={post.adaSebelumnya ? post.muatSebelumnya : undefined}
        isMemuatSebelumnya={post.isMemuatSebelumnya}
        timeZone={timeZone}
        bolehPosting={boleh('postingForum', { role, hakAkses: hak })}
        hrefKembali={hrefKembali}
        onKirim={async (isi, idInduk) => {
          await kelola.kirim.mutateAsync({ isi, id_induk: idInduk });
        }}
        onUbahPost={async (p, isi) => {
          await kelola.ubah.mutateAsync({ idPost: p.id, isi });
          berhasil('Berhasil mengubah postingan');
        }}
        onHapusPost={async (p) => {
          await kelola.hapus.mutateAsync(p.id);
          berhasil('Berhasil menghapus postingan');
        }}
      />
    </div>
  );
}

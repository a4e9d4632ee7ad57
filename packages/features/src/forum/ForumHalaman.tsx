import { useDaftarForum } from '@kampus/api';
import { idForumDariChat } from '@kampus/domain';
import { ForumPanel, Pagination } from '@kampus/ui';
import { Suspense, useState } from 'react';
import { useSearch } from 'wouter';
import { lazyHalaman } from '../app/lazyHalaman';
import * as styles from '../bersama/Halaman.css';
import { Judul } from '../bersama/Judul';
import { usePengguna } from '../bersama/konteks';
import { peranForum } from './tautan';

// One forum's discussion carries the rich-text editor: loaded when a forum is opened.
const ForumDiskusi = lazyHalaman<{ idForum: string; referer: string | null }>(
  () => import('./ForumDiskusi'),
);

const PER_HALAMAN = 10;

/**
 * /forum (spec 2): the forums of every class of the user, newest first, with their unread
 * counts; with ?groupId=..&forumId=FORUM__{id} it opens that forum's discussion.
 */
export default function ForumHalaman() {
  const cari = new URLSearchParams(useSearch());
  const idForum = idForumDariChat(cari.get('forumId'));
  if (idForum) {
    return (
      <Suspense fallback={null}>
        <ForumDiskusi idForum={idForum} referer={cari.get('referer') ?? cari.get('ref')} />
      </Suspense>
    );
  }
  return <DaftarForum />;
}

function DaftarForum() {
  const { role, timeZone } = usePengguna();
  const [page, setPage] = useState(1);
  const daftar = useDaftarForum({ page, per_page: PER_HALAMAN });
  const total = daftar.data?.meta.total_items ?? 0;
  return (
    <div className={styles.halaman}>
      <Judul judul="Forum" subjudul="Forum diskusi dari semua kelas Anda" />
      <ForumPanel
        varian="semua"
        forum={daftar.data?.data ?? []}
        peran={peranForum(role)}
        isLoading={daftar.isPending}
        isError={daftar.isError}
        onRetry={() => void daftar.refetch()}
        timeZone={timeZone}
        footer={
          total > PER_HALAMAN ? (
            <Pagination
              page={page}
              pageSize={PER_HALAMAN}
              total={total}
              onChange={(k) => setPage(k.page)}
              isDisabled={daftar.isFetching}
            />
          ) : null
        }
      />
    </div>
  );
}

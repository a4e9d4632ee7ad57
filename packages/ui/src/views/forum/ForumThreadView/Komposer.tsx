import { PESAN_FORUM_SERVER } from '@kampus/domain';
import { Suspense, useState } from 'react';
import { RichTextEditorNanti } from '../../../content/RichTextEditor/muat';
import { Button } from '../../../primitives/Button';
import { Skeleton } from '../../../primitives/Skeleton';
import * as styles from './ForumThreadView.css';

/** Rich text with nothing to read: no words and no picture. */
export function isiKosong(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

const pesanGagal = (e: unknown) =>
  e instanceof Error && e.message ? e.message : 'Postingan gagal dikirim. Coba lagi.';

/**
 * A post's editor: rich text and 'Kirim' (or 'Simpan'). An empty text answers 'Isi postingan
 * wajib diisi'; the text is cleared once sent and kept when sending fails, with why.
 */
export function Komposer({
  label,
  awal = '',
  labelKirim = 'Kirim',
  onKirim,
  onBatal,
  height = 160,
}: {
  label: string;
  awal?: string;
  labelKirim?: string;
  onKirim: (isi: string) => unknown;
  onBatal?: () => void;
  height?: number;
}) {
  const [isi, setIsi] = useState(awal);
  const [galat, setGalat] = useState<string | null>(null);
  const [mengirim, setMengirim] = useState(false);

  const kirim = async () => {
    if (isiKosong(isi)) {
      setGalat(PESAN_FORUM_SERVER.isiKosong);
      return;
    }
    setMengirim(true);
    setGalat(null);
    try {
      await onKirim(isi);
      setIsi('');
    } catch (e) {
      setGalat(pesanGagal(e));
    } finally {
      setMengirim(false);
    }
  };

  return (
    <div className={styles.komposer}>
      <Suspense fallback={<Skeleton width="100%" height={`${height}px`} />}>
        <RichTextEditorNanti
          label={label}
          value={isi}
          onChange={(html) => {
            setIsi(html);
            if (galat) setGalat(null);
          }}
          isDisabled={mengirim}
          height={height}
          errorMessage={galat ?? undefined}
        />
      </Suspense>
      <div className={styles.komposerTombol}>
        {onBatal ? (
          <Button variant="secondary" size="small" onPress={onBatal} isDisabled={mengirim}>
            Batal
          </Button>
        ) : null}
        <Button size="small" onPress={() => void kirim()} isPending={mengirim}>
          {labelKirim}
        </Button>
      </div>
    </div>
  );
}

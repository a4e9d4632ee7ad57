import type { SasaranPercakapan } from '@kampus/api';
import { PercakapanModal } from '@kampus/ui';
import { usePercakapanTugas } from './percakapan';

export interface PercakapanTugasModalProps {
  sasaran: SasaranPercakapan;
  /** Whose thread: the student or the group. */
  subjudul: string;
  onTutup: () => void;
}

/** The chat modal 'Percakapan' of one submission or group, live while open. */
export default function PercakapanTugasModal({
  sasaran,
  subjudul,
  onTutup,
}: PercakapanTugasModalProps) {
  const percakapan = usePercakapanTugas(sasaran);
  return (
    <PercakapanModal
      isOpen
      onOpenChange={(open) => {
        if (!open) onTutup();
      }}
      subjudul={subjudul}
      {...percakapan}
    />
  );
}

import { describe, expect, it, vi } from 'vitest';
import {
  INFO_MATA_KULIAH,
  INFO_MATA_KULIAH_TAUTAN,
  RENCANA_EVALUASI,
  RENCANA_PEMBELAJARAN,
} from '../../../test/kelasFixtures';
import { render, screen, within } from '../../../test/render';
import { SilabusModal, type SilabusModalProps } from './SilabusModal';

const props: SilabusModalProps = {
  isOpen: true,
  info: INFO_MATA_KULIAH,
  rencanaPembelajaran: RENCANA_PEMBELAJARAN,
  rencanaEvaluasi: RENCANA_EVALUASI,
};

const baris = (tabel: HTMLElement) =>
  within(tabel)
    .getAllByRole('row')
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

const bagian = (judul: string) =>
  screen.getByRole('heading', { level: 3, name: judul }).parentElement as HTMLElement;

describe('SilabusModal', () => {
  it('shows the syllabus, both plans and the RPS team, read-only', () => {
    render(<SilabusModal {...props} />);
    const dialog = screen.getByRole('dialog', { name: 'Silabus, RPS, dan RE' });
    expect(within(dialog).getByText('Basis Data (IF201)')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Mata kuliah Basis Data membekali/)).toBeInTheDocument();
    const rps = within(dialog).getByRole('table', { name: 'Rencana Pembelajaran Semester' });
    expect(baris(rps).slice(0, 2)).toEqual([
      ['Pertemuan', 'Materi', 'Materi (Inggris)'],
      ['1', 'Pengantar basis data dan DBMS', 'Introduction to databases and DBMS'],
    ]);
    expect(baris(rps)[15]).toEqual(['15', 'Presentasi proyek', '-']);
    const re = within(dialog).getByRole('table', { name: 'Rencana Evaluasi' });
    expect(baris(re)).toEqual([
      ['Komponen Nilai', 'Bobot'],
      ['Tugas', '30%'],
      ['Kuis', '10%'],
      ['UTS', '25%'],
      ['UAS', '35%'],
    ]);
    const tim = bagian('Tim RPS');
    expect(within(tim).getByText('Dosen Koordinator').nextElementSibling).toHaveTextContent(
      'Dr. Budi Santoso, M.Kom.',
    );
    expect(within(tim).getByText('Dosen Pengembang RPS').nextElementSibling).toHaveTextContent(
      'Siti Rahmawati, S.Kom., M.T.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Simpan' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Ubah Data RPS' })).toBeNull();
  });

  it("closes with the footer's 'Tutup' and with Escape", async () => {
    const onClose = vi.fn();
    const { user, rerender } = render(<SilabusModal {...props} onClose={onClose} />);
    // The header's close button is 'Tutup' too; the footer's is the last one.
    const tutup = screen.getAllByRole('button', { name: 'Tutup' });
    await user.click(tutup[tutup.length - 1] as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<SilabusModal {...props} onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("shows 'Ubah Data RPS' only to the RPS team, pending while it hands off", async () => {
    const onUbahRps = vi.fn();
    const { user, rerender } = render(<SilabusModal {...props} onUbahRps={onUbahRps} />);
    expect(screen.queryByRole('button', { name: 'Ubah Data RPS' })).toBeNull();
    rerender(<SilabusModal {...props} bolehUbahRps onUbahRps={onUbahRps} />);
    await user.click(screen.getByRole('button', { name: 'Ubah Data RPS' }));
    expect(onUbahRps).toHaveBeenCalledTimes(1);
    rerender(<SilabusModal {...props} bolehUbahRps onUbahRps={onUbahRps} isUbahRpsPending />);
    expect(screen.getByRole('button', { name: 'Ubah Data RPS' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('reports that a URL-type syllabus item cannot be downloaded', async () => {
    const onUrlTidakDapatDiunduh = vi.fn();
    const { user } = render(
      <SilabusModal
        {...props}
        info={INFO_MATA_KULIAH_TAUTAN}
        onUrlTidakDapatDiunduh={onUrlTidakDapatDiunduh}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Unduh RPS Basis Data' }));
    expect(onUrlTidakDapatDiunduh).toHaveBeenCalledTimes(1);
  });

  it('loads and fails section by section', async () => {
    const onRetryRe = vi.fn();
    const { user } = render(
      <SilabusModal
        {...props}
        info={null}
        muatInfo={{ isLoading: true }}
        rencanaPembelajaran={[]}
        muatRencanaPembelajaran={{ isLoading: true }}
        rencanaEvaluasi={[]}
        muatRencanaEvaluasi={{ isError: true, onRetry: onRetryRe }}
      />,
    );
    expect(screen.getAllByRole('status').length).toBeGreaterThanOrEqual(2);
    const re = bagian('Rencana Evaluasi');
    expect(within(re).getByRole('alert')).toHaveTextContent('NO DATA');
    await user.click(within(re).getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetryRe).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it, vi } from 'vitest';
import {
  INFO_MATA_KULIAH,
  INFO_MATA_KULIAH_KOSONG,
  INFO_MATA_KULIAH_TAUTAN,
} from '../../../test/kelasFixtures';
import { render, screen, within } from '../../../test/render';
import { PendahuluanPanel } from './PendahuluanPanel';

const silabus = INFO_MATA_KULIAH.pendahuluan.silabus;
const silabusTautan = INFO_MATA_KULIAH_TAUTAN.pendahuluan.silabus;

describe('PendahuluanPanel', () => {
  it('shows the syllabus text and the uploaded file, which opens in a new tab', async () => {
    const onOpenBerkas = vi.fn();
    const { user } = render(<PendahuluanPanel silabus={silabus} onOpenBerkas={onOpenBerkas} />);
    const panel = screen.getByRole('region', { name: 'Pendahuluan' });
    expect(within(panel).getByText(/^Mata kuliah Basis Data membekali/)).toBeInTheDocument();
    const berkas = within(panel).getByRole('link', { name: /RPS Basis Da/ });
    expect(berkas).toHaveAttribute('target', '_blank');
    expect(within(panel).getByText('1.53 MB')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Unduh/ })).toBeNull();
    await user.click(berkas);
    expect(onOpenBerkas).toHaveBeenCalledTimes(1);
  });

  it('reports that a URL-type item cannot be downloaded', async () => {
    const onUrlTidakDapatDiunduh = vi.fn();
    const { user } = render(
      <PendahuluanPanel silabus={silabusTautan} onUrlTidakDapatDiunduh={onUrlTidakDapatDiunduh} />,
    );
    const tautan = screen.getByRole('link', { name: 'RPS Basis Data (membuka tab baru)' });
    expect(tautan).toHaveAttribute('href', 'https://undi.example.ac.id/rps/IF201');
    expect(tautan).toHaveAttribute('rel', 'noopener noreferrer');
    const unduh = screen.getByRole('button', { name: 'Unduh RPS Basis Data' });
    unduh.focus();
    await user.keyboard('{Enter}');
    expect(onUrlTidakDapatDiunduh).toHaveBeenCalledTimes(1);
  });

  it("opens the syllabus modal with 'Lihat Silabus, RPS, dan RE' when given", async () => {
    const onLihatSilabus = vi.fn();
    const { user, rerender } = render(<PendahuluanPanel silabus={silabus} />);
    expect(screen.queryByRole('button', { name: 'Lihat Silabus, RPS, dan RE' })).toBeNull();
    rerender(<PendahuluanPanel silabus={silabus} onLihatSilabus={onLihatSilabus} />);
    await user.click(screen.getByRole('button', { name: 'Lihat Silabus, RPS, dan RE' }));
    expect(onLihatSilabus).toHaveBeenCalledTimes(1);
  });

  it("reads '-' without text or file", () => {
    render(<PendahuluanPanel silabus={INFO_MATA_KULIAH_KOSONG.pendahuluan.silabus} />);
    expect(screen.getAllByText('-')).toHaveLength(2);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('announces loading and shows NO DATA with a retry', async () => {
    const onRetry = vi.fn();
    const { user, rerender } = render(<PendahuluanPanel silabus={null} isLoading />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    rerender(<PendahuluanPanel silabus={null} isError onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('NO DATA');
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

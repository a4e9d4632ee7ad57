import { PESAN_KONFIRMASI_SIKAD } from '@kampus/domain';
import { describe, expect, it, vi } from 'vitest';
import { PRATINJAU_SIKAD, PRATINJAU_SIKAD_SAMA } from '../../../test/nilaiFixtures';
import { render, screen, within } from '../../../test/render';
import { PratinjauKirimSikad, type PratinjauKirimSikadProps } from './PratinjauKirimSikad';

const Pratinjau = (props: Partial<PratinjauKirimSikadProps>) => (
  <PratinjauKirimSikad isOpen baris={PRATINJAU_SIKAD} onKirim={vi.fn()} {...props} />
);

const baris = () =>
  within(screen.getByRole('table', { name: 'Pratinjau nilai SIKAD' }))
    .getAllByRole('row')
    .slice(1);

const berubah = PRATINJAU_SIKAD.filter((b) => b.berubah);

describe('PratinjauKirimSikad', () => {
  it('shows only the changed scores with their count, then every score', async () => {
    const { user } = render(<Pratinjau />);
    expect(screen.getByText(`${berubah.length} nilai akan dikirim`)).toBeInTheDocument();
    expect(baris()).toHaveLength(berubah.length);
    const dewi = baris().find((r) => r.textContent?.includes('Dewi Anggraini'));
    expect(dewi).toHaveTextContent('Diupdate di SIKAD');
    expect(screen.getByText(/1 nilai telah diupdate di sikad/)).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Tampilkan semua nilai' }));
    expect(baris()).toHaveLength(PRATINJAU_SIKAD.length);
  });

  it('asks before overwriting a score changed in SIKAD, then sends', async () => {
    const onKirim = vi.fn();
    const { user } = render(<Pratinjau onKirim={onKirim} />);
    await user.click(screen.getByRole('button', { name: 'Kirim ke SIKAD' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(PESAN_KONFIRMASI_SIKAD);
    expect(onKirim).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Ya' }));
    expect(onKirim).toHaveBeenCalledTimes(1);
  });

  it('sends at once when no SIKAD change is overwritten', async () => {
    const onKirim = vi.fn();
    const { user } = render(
      <Pratinjau
        onKirim={onKirim}
        baris={PRATINJAU_SIKAD.map((b) => ({ ...b, update_by_sikad: false }))}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Kirim ke SIKAD' }));
    expect(onKirim).toHaveBeenCalledTimes(1);
  });

  it("disables 'Kirim ke SIKAD' when nothing changed", async () => {
    const onKirim = vi.fn();
    const { user } = render(<Pratinjau onKirim={onKirim} baris={PRATINJAU_SIKAD_SAMA} />);
    expect(screen.getByText('0 nilai akan dikirim')).toBeInTheDocument();
    expect(screen.getByText('Tidak ada perubahan nilai')).toBeInTheDocument();
    const tombol = screen.getByRole('button', { name: 'Kirim ke SIKAD' });
    expect(tombol).toHaveAttribute('aria-disabled', 'true');
    await user.click(tombol);
    expect(onKirim).not.toHaveBeenCalled();
  });

  it('shows the result of a push with only Tutup', () => {
    render(<Pratinjau hasil={{ terkirim: 4, tidak_berubah: 8 }} />);
    expect(screen.getByText('4 nilai terkirim, 8 nilai tidak berubah')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kirim ke SIKAD' })).not.toBeInTheDocument();
    // The header's close button and the footer's.
    expect(screen.getAllByRole('button', { name: 'Tutup' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Batal' })).not.toBeInTheDocument();
  });

  it("shows a push failure as '{message}! {server message}'", () => {
    render(<Pratinjau galat={{ pesan: 'Gagal', pesanServer: 'SIKAD tidak dapat dihubungi' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Gagal! SIKAD tidak dapat dihubungi');
    expect(baris()).toHaveLength(berubah.length);
  });

  it("loading, 'NO DATA' and empty states", () => {
    const { rerender } = render(<Pratinjau isLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Memuat pratinjau nilai');
    rerender(<Pratinjau isError />);
    expect(screen.getByText('NO DATA')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kirim ke SIKAD' })).not.toBeInTheDocument();
    rerender(<Pratinjau baris={[]} />);
    expect(screen.getByText('Belum ada nilai untuk dikirim')).toBeInTheDocument();
  });
});

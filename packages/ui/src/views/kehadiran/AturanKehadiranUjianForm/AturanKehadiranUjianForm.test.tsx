import { PESAN_IZIN, PESAN_KELAYAKAN_UJIAN } from '@kampus/domain';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../../test/render';
import { AturanKehadiranUjianForm } from './AturanKehadiranUjianForm';

const ATURAN = {
  aktif: true,
  persen_minimal: 75,
  jenis_ujian: ['uts', 'uas'] as ('uts' | 'uas')[],
};
const persen = () => screen.getByRole('textbox', { name: /Persentase kehadiran minimal \(%\)/ });
const simpan = () => screen.getByRole('button', { name: 'Simpan' });

describe('AturanKehadiranUjianForm', () => {
  it('shows the saved rule: the switch, the percentage and the exam types in the domain order', () => {
    render(<AturanKehadiranUjianForm aturan={ATURAN} onSubmit={vi.fn()} />);
    expect(
      screen.getByRole('region', { name: 'Pembatasan Ujian berdasarkan Kehadiran' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Aktifkan pembatasan' })).toBeChecked();
    expect(persen()).toHaveValue('75');
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
      'Kuis',
      'UTS',
      'UAS',
      'Remedial',
    ]);
    expect(screen.getByRole('checkbox', { name: 'UTS' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Kuis' })).not.toBeChecked();
    expect(
      screen.getByText(
        'Mahasiswa dengan kehadiran di bawah batas tidak dapat membuka ujian pada jenis yang dipilih.',
      ),
    ).toBeInTheDocument();
    // Nothing changed yet: nothing to save.
    expect(simpan()).toBeDisabled();
  });

  it('saves the changed rule with the exam types in the domain order', async () => {
    const onSubmit = vi.fn();
    const { user } = render(<AturanKehadiranUjianForm aturan={ATURAN} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('checkbox', { name: 'Kuis' }));
    await user.clear(persen());
    await user.type(persen(), '80');
    await user.click(simpan());
    expect(onSubmit).toHaveBeenCalledWith({
      aktif: true,
      persen_minimal: 80,
      jenis_ujian: ['kuis', 'uts', 'uas'],
    });
  });

  it("shows the domain's messages and does not save", async () => {
    const onSubmit = vi.fn();
    const { user } = render(<AturanKehadiranUjianForm aturan={ATURAN} onSubmit={onSubmit} />);
    await user.clear(persen());
    await user.type(persen(), '120');
    await user.click(simpan());
    expect(await screen.findByText(PESAN_KELAYAKAN_UJIAN.persenRentang)).toBeInTheDocument();
    await user.clear(persen());
    await user.type(persen(), '70');
    await user.click(screen.getByRole('checkbox', { name: 'UTS' }));
    await user.click(screen.getByRole('checkbox', { name: 'UAS' }));
    await user.click(simpan());
    expect(await screen.findByText(PESAN_KELAYAKAN_UJIAN.jenisWajib)).toBeInTheDocument();
    expect(screen.queryByText(PESAN_KELAYAKAN_UJIAN.persenRentang)).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lets the rule be turned off with no exam type', async () => {
    const onSubmit = vi.fn();
    const { user } = render(
      <AturanKehadiranUjianForm
        aturan={{ aktif: true, persen_minimal: 60, jenis_ujian: ['uas'] }}
        onSubmit={onSubmit}
      />,
    );
    await user.click(screen.getByRole('switch', { name: 'Aktifkan pembatasan' }));
    await user.click(screen.getByRole('checkbox', { name: 'UAS' }));
    await user.click(simpan());
    expect(onSubmit).toHaveBeenCalledWith({ aktif: false, persen_minimal: 60, jenis_ujian: [] });
  });

  it("puts the server's field errors on the fields and shows its message", async () => {
    const onSubmit = vi.fn().mockRejectedValue(
      Object.assign(new Error('Gagal'), {
        errors: [{ field: 'persen_minimal', message: 'Persentase ditolak server' }],
      }),
    );
    const { user, rerender } = render(
      <AturanKehadiranUjianForm aturan={ATURAN} onSubmit={onSubmit} />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Remedial' }));
    await user.click(simpan());
    expect(await screen.findByText('Persentase ditolak server')).toBeInTheDocument();
    rerender(<AturanKehadiranUjianForm aturan={ATURAN} onSubmit={onSubmit} galat="Gagal" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Gagal');
    // The edits stay for another try.
    expect(screen.getByRole('checkbox', { name: 'Remedial' })).toBeChecked();
  });

  it('is read-only without write on konfigurasi', () => {
    render(<AturanKehadiranUjianForm aturan={ATURAN} onSubmit={vi.fn()} isReadOnly />);
    expect(screen.getByRole('switch', { name: 'Aktifkan pembatasan' })).toBeDisabled();
    expect(persen()).toBeDisabled();
    for (const c of screen.getAllByRole('checkbox')) expect(c).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Simpan' })).toBeNull();
    expect(screen.getByText(PESAN_IZIN.ubahPengaturan)).toBeInTheDocument();
  });

  it('shows the loading and load-error states', async () => {
    const onRetry = vi.fn();
    const { rerender, user } = render(
      <AturanKehadiranUjianForm aturan={null} onSubmit={vi.fn()} isLoading />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Memuat pembatasan ujian');
    rerender(
      <AturanKehadiranUjianForm aturan={null} onSubmit={vi.fn()} isError onRetry={onRetry} />,
    );
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTimerUserOptions, startFakeTimers, stopFakeTimers } from '../../../test/fakeTimers';
import { PESERTA_KELAS } from '../../../test/kelasStafFixtures';
import { act, render, screen, waitFor, within } from '../../../test/render';
import { UbahKetuaKelasModal, type UbahKetuaKelasModalProps } from './UbahKetuaKelasModal';

function Terbuka(props: Partial<UbahKetuaKelasModalProps>) {
  const [isOpen, setOpen] = useState(true);
  return (
    <UbahKetuaKelasModal
      isOpen={isOpen}
      onOpenChange={(o) => {
        setOpen(o);
        props.onOpenChange?.(o);
      }}
      peserta={PESERTA_KELAS}
      onSubmit={vi.fn()}
      {...props}
    />
  );
}

const grup = () => screen.getByRole('radiogroup', { name: 'Mahasiswa' });
const pilihan = () => within(grup()).getAllByRole('radio');
const simpan = () => screen.getByRole('button', { name: 'Simpan' });
const ketua = PESERTA_KELAS[1]!;
const lain = PESERTA_KELAS[4]!;

describe('UbahKetuaKelasModal', () => {
  afterEach(stopFakeTimers);

  it('lists the participants with name and NIM, the leader chosen', async () => {
    render(<Terbuka />);
    expect(await screen.findByRole('dialog', { name: 'Ubah Ketua Kelas' })).toBeVisible();
    expect(pilihan()).toHaveLength(12);
    const radio = screen.getByRole('radio', { name: new RegExp(ketua.nama) });
    expect(radio).toBeChecked();
    expect(radio.closest('label')).toHaveTextContent(`${ketua.nama}Ketua Kelas${ketua.nim}`);
    expect(simpan()).toHaveAttribute('aria-disabled', 'true');
  });

  it('filters by name or NIM 1000 ms after typing stops', async () => {
    startFakeTimers();
    const { user } = render(<Terbuka />, { userOptions: fakeTimerUserOptions });
    const cari = await screen.findByRole('searchbox', { name: 'Cari nama atau NIM' });
    await user.type(cari, lain.nama.split(' ')[0]!);
    act(() => vi.advanceTimersByTime(999));
    expect(pilihan()).toHaveLength(12);
    act(() => vi.advanceTimersByTime(1));
    expect(
      pilihan().every((r) => r.closest('label')?.textContent?.includes(lain.nama.split(' ')[0]!)),
    ).toBe(true);
    await user.clear(cari);
    await user.type(cari, lain.nim);
    act(() => vi.advanceTimersByTime(1000));
    expect(pilihan()).toHaveLength(1);
    await user.clear(cari);
    await user.type(cari, 'zzz');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Data tidak ditemukan')).toBeVisible();
  });

  it('saves another student as leader', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onOpenChange = vi.fn();
    const { user } = render(<Terbuka onSubmit={onSubmit} onOpenChange={onOpenChange} />);
    await user.click(await screen.findByRole('radio', { name: new RegExp(lain.nama) }));
    expect(simpan()).toBeEnabled();
    await user.click(simpan());
    expect(onSubmit).toHaveBeenCalledWith(lain.id);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('shows loading, empty and error states', async () => {
    const { rerender } = render(<Terbuka peserta={[]} isLoading />);
    expect(await screen.findByText('Memuat peserta kelas')).toBeInTheDocument();
    rerender(<Terbuka peserta={[]} />);
    expect(screen.getByText('Tidak ada mahasiswa yang tersedia pada kelas ini.')).toBeVisible();
    expect(simpan()).toHaveAttribute('aria-disabled', 'true');
    rerender(<Terbuka isError onRetry={vi.fn()} />);
    expect(screen.getByText('NO DATA')).toBeVisible();
  });
});

import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { KELAS_KULIAH } from '../../../test/kelasKuliah';
import { PENGAJAR_KELAS } from '../../../test/kelasStafFixtures';
import { render, screen, waitFor } from '../../../test/render';
import { UnduhBapModal, type UnduhBapModalProps } from './UnduhBapModal';

function Terbuka(props: Partial<UnduhBapModalProps>) {
  const [isOpen, setOpen] = useState(true);
  return (
    <UnduhBapModal
      isOpen={isOpen}
      onOpenChange={(o) => {
        setOpen(o);
        props.onOpenChange?.(o);
      }}
      bolehLaporanSaya
      kelas={KELAS_KULIAH}
      pengajar={PENGAJAR_KELAS}
      onSubmit={vi.fn()}
      {...props}
    />
  );
}

const unduh = () => screen.getByRole('button', { name: 'Unduh' });

describe('UnduhBapModal', () => {
  it('lets a lecturer choose the sections and their own report', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onOpenChange = vi.fn();
    const { user } = render(<Terbuka onSubmit={onSubmit} onOpenChange={onOpenChange} />);
    expect(await screen.findByRole('dialog', { name: 'Unduh BAP' })).toHaveTextContent(
      'Basis Data A Reguler',
    );
    for (const bagian of ['Resume Kelas', 'Detail Pertemuan', 'Tanda Tangan']) {
      expect(screen.getByRole('checkbox', { name: bagian })).toBeChecked();
    }
    expect(screen.getByRole('radio', { name: 'Laporan Kelas' })).toBeChecked();
    expect(screen.queryByRole('button', { name: /Pengajar/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Tanda Tangan' }));
    await user.click(screen.getByRole('radio', { name: 'Laporan Saya' }));
    await user.click(unduh());
    expect(onSubmit).toHaveBeenCalledWith({
      include_laporan_kelas: true,
      include_laporan_pertemuan_detail: true,
      include_tanda_tangan: false,
      laporan_saya: true,
    });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('asks other roles for a teacher, the coordinator first', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { user } = render(<Terbuka bolehLaporanSaya={false} onSubmit={onSubmit} />);
    expect(await screen.findByRole('button', { name: /Pengajar$/ })).toHaveTextContent(
      'Dr. Budi Santoso, M.Kom.',
    );
    expect(screen.queryByRole('radio', { name: 'Laporan Saya' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Pengajar$/ }));
    await user.click(await screen.findByRole('option', { name: 'Agus Prasetyo, M.Cs.' }));
    await user.click(unduh());
    expect(onSubmit).toHaveBeenCalledWith({
      include_laporan_kelas: true,
      include_laporan_pertemuan_detail: true,
      include_tanda_tangan: true,
      laporan_saya: false,
      id_pengajar: 'd3',
    });
  });

  it('needs at least one section', async () => {
    const { user } = render(<Terbuka />);
    for (const bagian of ['Resume Kelas', 'Detail Pertemuan', 'Tanda Tangan']) {
      await user.click(await screen.findByRole('checkbox', { name: bagian }));
    }
    expect(unduh()).toHaveAttribute('aria-disabled', 'true');
  });

  it('downloads every class of a period without a teacher choice', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { user } = render(
      <Terbuka
        bolehLaporanSaya={false}
        semua
        periode={20251}
        kelas={undefined}
        onSubmit={onSubmit}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Unduh BAP' });
    expect(dialog).toHaveTextContent('Semua kelas periode 2025/2026 Ganjil');
    expect(screen.getByText('Periode')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Pengajar$/ })).not.toBeInTheDocument();
    await user.click(unduh());
    expect(onSubmit).toHaveBeenCalledWith({
      include_laporan_kelas: true,
      include_laporan_pertemuan_detail: true,
      include_tanda_tangan: true,
      laporan_saya: false,
      periode: 20251,
    });
  });

  it('stays open when the download fails', async () => {
    const onOpenChange = vi.fn();
    const { user } = render(
      <Terbuka
        onOpenChange={onOpenChange}
        onSubmit={vi.fn(async () => {
          throw new Error('Terjadi kesalahan');
        })}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Unduh' }));
    await waitFor(() => expect(unduh()).toBeEnabled());
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

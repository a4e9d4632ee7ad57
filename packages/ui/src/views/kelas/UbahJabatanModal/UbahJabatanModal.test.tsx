import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PENGAJAR_KELAS } from '../../../test/kelasStafFixtures';
import { render, screen, waitFor } from '../../../test/render';
import { UbahJabatanModal, type UbahJabatanModalProps } from './UbahJabatanModal';

function Terbuka(props: Partial<UbahJabatanModalProps>) {
  const [isOpen, setOpen] = useState(true);
  return (
    <UbahJabatanModal
      isOpen={isOpen}
      onOpenChange={(o) => {
        setOpen(o);
        props.onOpenChange?.(o);
      }}
      pengajar={PENGAJAR_KELAS}
      onSubmit={vi.fn()}
      {...props}
    />
  );
}

const jabatan = (nama: string) =>
  screen.getByRole('button', { name: new RegExp(`Jabatan ${nama}`) });
const simpan = () => screen.getByRole('button', { name: 'Simpan' });

describe('UbahJabatanModal', () => {
  it('shows one position per teacher', async () => {
    render(<Terbuka />);
    expect(await screen.findByRole('dialog', { name: 'Ubah Jabatan' })).toBeVisible();
    expect(jabatan('Dr. Budi Santoso, M.Kom.')).toHaveTextContent('Dosen Koordinator');
    expect(jabatan('Siti Rahmawati, S.Kom., M.T.')).toHaveTextContent('Dosen');
    expect(jabatan('Agus Prasetyo, M.Cs.')).toHaveTextContent('Asisten');
    expect(simpan()).toHaveAttribute('aria-disabled', 'true');
  });

  it('offers Dosen Koordinator, Dosen and Asisten and saves only the changes', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onOpenChange = vi.fn();
    const { user } = render(<Terbuka onSubmit={onSubmit} onOpenChange={onOpenChange} />);
    await user.click(await screen.findByRole('button', { name: /Jabatan Agus Prasetyo/ }));
    const opsi = await screen.findAllByRole('option');
    expect(opsi.map((o) => o.textContent)).toEqual(['Dosen Koordinator', 'Dosen', 'Asisten']);
    await user.click(screen.getByRole('option', { name: 'Dosen' }));
    expect(simpan()).toBeEnabled();
    await user.click(simpan());
    expect(onSubmit).toHaveBeenCalledWith([{ id_dosen: 'd3', jabatan: 'Dosen' }]);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('has nothing to save when a position is set back', async () => {
    const { user } = render(<Terbuka />);
    await user.click(await screen.findByRole('button', { name: /Jabatan Agus Prasetyo/ }));
    await user.click(await screen.findByRole('option', { name: 'Dosen' }));
    await user.click(jabatan('Agus Prasetyo, M.Cs.'));
    await user.click(await screen.findByRole('option', { name: 'Asisten' }));
    expect(simpan()).toHaveAttribute('aria-disabled', 'true');
  });
});

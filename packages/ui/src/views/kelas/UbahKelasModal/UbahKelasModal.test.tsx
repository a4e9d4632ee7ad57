import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { KELAS_KULIAH } from '../../../test/kelasKuliah';
import { OPSI_JENIS_KELAS, OPSI_KAMPUS, OPSI_LINGKUP } from '../../../test/kelasStafFixtures';
import { render, screen, waitFor } from '../../../test/render';
import { UbahKelasModal, type UbahKelasModalProps } from './UbahKelasModal';

function Terbuka(props: Partial<UbahKelasModalProps>) {
  const [isOpen, setOpen] = useState(true);
  return (
    <UbahKelasModal
      isOpen={isOpen}
      onOpenChange={(o) => {
        setOpen(o);
        props.onOpenChange?.(o);
      }}
      kelas={KELAS_KULIAH}
      opsiLingkup={OPSI_LINGKUP}
      opsiJenisKelas={OPSI_JENIS_KELAS}
      opsiKampus={OPSI_KAMPUS}
      onSubmit={vi.fn()}
      {...props}
    />
  );
}

const tombol = (name: RegExp) => screen.getByRole('button', { name });
const simpan = () => screen.getByRole('button', { name: 'Simpan' });

describe('UbahKelasModal', () => {
  it('starts from the class', async () => {
    render(<Terbuka />);
    expect(await screen.findByRole('dialog', { name: 'Ubah Kelas' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Kapasitas' })).toHaveValue('35');
    expect(tombol(/Mode Kuliah$/)).toHaveTextContent('Campuran');
    expect(tombol(/Lingkup$/)).toHaveTextContent('Internal Prodi');
    // The class type found by its name.
    expect(tombol(/Jenis Kelas$/)).toHaveTextContent('Reguler');
    expect(tombol(/Kampus$/)).toHaveTextContent('Kampus Utama');
    expect(screen.getByRole('radio', { name: 'Team Teaching' })).toBeChecked();
    expect(simpan()).toHaveAttribute('aria-disabled', 'true');
  });

  it('saves the changed class data', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onOpenChange = vi.fn();
    const { user } = render(<Terbuka onSubmit={onSubmit} onOpenChange={onOpenChange} />);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Tambah Kapasitas' }));
    await user.click(tombol(/Kampus$/));
    await user.click(await screen.findByRole('option', { name: 'Kampus 2 Cikarang' }));
    await user.click(screen.getByRole('radio', { name: 'Individu' }));
    await user.click(simpan());
    expect(onSubmit).toHaveBeenCalledWith({
      kapasitas: 36,
      mode_kuliah: 'campuran',
      lingkup: 'Internal Prodi',
      id_jenis_kelas: 'REG',
      id_kampus: 'K2',
      metode_pengajaran: 'Individu',
    });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('keeps the capacity at least 1 and asks for the class type', async () => {
    const onSubmit = vi.fn();
    const { user } = render(
      <Terbuka
        kelas={{
          ...KELAS_KULIAH,
          kapasitas: 1,
          kelas: { ...KELAS_KULIAH.kelas, jenis: { id: 'LAIN', nama: 'Lain' } },
        }}
        onSubmit={onSubmit}
      />,
    );
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Kurangi Kapasitas' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Individu' }));
    await user.click(simpan());
    expect(screen.getByText('Jenis kelas wajib dipilih')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server field errors and stays open', async () => {
    const galat = Object.assign(new Error('Kapasitas terlalu besar'), {
      errors: [{ field: 'kapasitas', message: 'Kapasitas terlalu besar' }],
    });
    const onOpenChange = vi.fn();
    const { user } = render(
      <Terbuka
        onOpenChange={onOpenChange}
        onSubmit={vi.fn(async () => {
          throw galat;
        })}
      />,
    );
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('radio', { name: 'Individu' }));
    await user.click(simpan());
    expect(await screen.findByText('Kapasitas terlalu besar')).toBeVisible();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

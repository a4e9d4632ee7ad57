import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { KELAS_KULIAH } from '../../../test/kelasKuliah';
import { fireEvent, render, screen, waitFor, within } from '../../../test/render';
import { PengaturanKelasModal, type PengaturanKelasModalProps } from './PengaturanKelasModal';

function Terbuka(props: Partial<PengaturanKelasModalProps>) {
  const [isOpen, setOpen] = useState(true);
  return (
    <PengaturanKelasModal
      isOpen={isOpen}
      onOpenChange={(o) => {
        setOpen(o);
        props.onOpenChange?.(o);
      }}
      kelas={KELAS_KULIAH}
      batasMb={2}
      onPilihBanner={vi.fn()}
      onUnggahBanner={vi.fn(async () => ({ banner_url: '/banner/baru.png' }))}
      {...props}
    />
  );
}

const simpan = () => screen.getByRole('button', { name: 'Simpan' });

describe('PengaturanKelasModal', () => {
  it('offers the 7 default banners with the class banner chosen', async () => {
    render(<Terbuka />);
    const grup = await screen.findByRole('radiogroup', { name: 'Banner Bawaan' });
    const pilihan = within(grup).getAllByRole('radio');
    expect(pilihan.map((r) => r.getAttribute('aria-label'))).toEqual(
      Array.from({ length: 7 }, (_, i) => `Banner ${i + 1}`),
    );
    // banner_color_idx 2 -> the third banner.
    expect(within(grup).getByRole('radio', { name: 'Banner 3' })).toBeChecked();
    expect(screen.getByRole('img', { name: 'Pratinjau banner: Banner 3' })).toBeVisible();
    expect(simpan()).toHaveAttribute('aria-disabled', 'true');
  });

  it('saves another default banner by its index', async () => {
    const onPilihBanner = vi.fn(async () => undefined);
    const onOpenChange = vi.fn();
    const { user } = render(<Terbuka onPilihBanner={onPilihBanner} onOpenChange={onOpenChange} />);
    await user.click(await screen.findByRole('radio', { name: 'Banner 6' }));
    expect(screen.getByRole('img', { name: 'Pratinjau banner: Banner 6' })).toBeVisible();
    await user.click(simpan());
    expect(onPilihBanner).toHaveBeenCalledWith(5);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('shows an uploaded banner with no default chosen, index taken modulo 7', async () => {
    const { rerender } = render(<Terbuka kelas={{ ...KELAS_KULIAH, banner_url: '/b.png' }} />);
    expect(
      await screen.findByRole('img', { name: 'Pratinjau banner: gambar unggahan' }),
    ).toBeVisible();
    expect(screen.queryByRole('radio', { checked: true })).not.toBeInTheDocument();
    rerender(<Terbuka kelas={{ ...KELAS_KULIAH, banner_color_idx: 9 }} />);
    expect(screen.getByRole('radio', { name: 'Banner 3' })).toBeChecked();
  });

  it('uploads a banner through the upload dialog within the limit', async () => {
    const onUnggahBanner = vi.fn(async (_f: File, onProgress: (p: number) => void) => {
      onProgress(100);
      return { banner_url: '/banner/baru.png' };
    });
    const onOpenChange = vi.fn();
    const { user } = render(
      <Terbuka onUnggahBanner={onUnggahBanner} onOpenChange={onOpenChange} />,
    );
    expect(
      await screen.findByText(
        'Jenis file yang didukung adalah .png, .jpg, .jpeg, dengan maksimal ukuran sebesar 2 MB',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Unggah Banner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unggah Banner' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const input = dialog.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    // Too big: refused before upload.
    fireEvent.change(input, {
      target: {
        files: [new File([new Uint8Array(2_000_001)], 'besar.png', { type: 'image/png' })],
      },
    });
    expect(await within(dialog).findByText('Ukuran file melebihi batas maksimal')).toBeVisible();
    expect(onUnggahBanner).not.toHaveBeenCalled();
    const gambar = new File([new Uint8Array(10)], 'banner.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [gambar] } });
    expect(await within(dialog).findByText('Berhasil diunggah')).toBeVisible();
    expect(onUnggahBanner).toHaveBeenCalledWith(gambar, expect.any(Function));
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('closes only the upload dialog on its cancel', async () => {
    const onPilihBanner = vi.fn();
    const { user } = render(<Terbuka onPilihBanner={onPilihBanner} />);
    await user.click(await screen.findByRole('button', { name: 'Unggah Banner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unggah Banner' });
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Unggah Banner' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Pengaturan Kelas' })).toBeInTheDocument();
    expect(onPilihBanner).not.toHaveBeenCalled();
  });
});

import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BERKAS_SILABUS, TEKS_SILABUS } from '../../../test/kelasStafFixtures';
import { fireEvent, render, screen, waitFor, within } from '../../../test/render';
import { UbahSilabusModal, type UbahSilabusModalProps } from './UbahSilabusModal';

function Terbuka(props: Partial<UbahSilabusModalProps>) {
  const [isOpen, setOpen] = useState(true);
  return (
    <UbahSilabusModal
      isOpen={isOpen}
      onOpenChange={(o) => {
        setOpen(o);
        props.onOpenChange?.(o);
      }}
      silabus={{ teks: TEKS_SILABUS, file: BERKAS_SILABUS }}
      onUpload={vi.fn(async (file: File) => ({
        url: `https://storage.kampus.example/${file.name}`,
      }))}
      onSubmit={vi.fn()}
      {...props}
    />
  );
}

const simpan = () => screen.getByRole('button', { name: 'Simpan' });

describe('UbahSilabusModal', () => {
  it('starts from the stored text and file', async () => {
    render(<Terbuka />);
    expect(await screen.findByRole('dialog', { name: 'Ubah Silabus' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Teks Silabus' })).toHaveValue(TEKS_SILABUS);
    expect(screen.getByRole('radio', { name: 'Unggah File' })).toBeChecked();
    expect(screen.getByRole('link', { name: /Silabus Basis Data 2025\.pdf/ })).toHaveAttribute(
      'href',
      BERKAS_SILABUS.url,
    );
    expect(simpan()).toHaveAttribute('aria-disabled', 'true');
  });

  it('replaces the file through the upload dialog (.pdf, .doc, .docx)', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onOpenChange = vi.fn();
    const { user } = render(<Terbuka onSubmit={onSubmit} onOpenChange={onOpenChange} />);
    await user.click(await screen.findByRole('button', { name: 'Ganti File' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unggah Silabus' });
    expect(dialog).toHaveTextContent(
      'Jenis file yang didukung adalah .pdf, .doc, .docx, dengan maksimal ukuran sebesar 10.24 MB',
    );
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: {
        files: [new File([new Uint8Array(300)], 'rps.docx', { type: 'application/msword' })],
      },
    });
    expect(await within(dialog).findByText('Berhasil diunggah')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Unggah Silabus' })).not.toBeInTheDocument(),
    );
    await user.click(simpan());
    expect(onSubmit).toHaveBeenCalledWith({
      teks: TEKS_SILABUS,
      file: {
        nama: 'rps.docx',
        url: 'https://storage.kampus.example/rps.docx',
        content_length: 300,
      },
    });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('takes a link instead, required', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { user } = render(<Terbuka onSubmit={onSubmit} />);
    await user.click(await screen.findByRole('radio', { name: 'Link' }));
    expect(screen.getByText('File berupa link tidak dapat diunduh.')).toBeVisible();
    await user.click(simpan());
    expect(screen.getByText('Link wajib diisi')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Link' }), 'drive.example/rps');
    await user.click(simpan());
    expect(onSubmit).toHaveBeenCalledWith({
      teks: TEKS_SILABUS,
      file: {
        nama: 'http://drive.example/rps',
        url: 'http://drive.example/rps',
        content_length: null,
      },
    });
  });

  it('removes the file', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { user } = render(<Terbuka onSubmit={onSubmit} />);
    await user.click(await screen.findByRole('button', { name: `Hapus ${BERKAS_SILABUS.nama}` }));
    expect(screen.getByRole('button', { name: 'Pilih File' })).toBeVisible();
    await user.click(simpan());
    expect(onSubmit).toHaveBeenCalledWith({ teks: TEKS_SILABUS, file: null });
  });

  it('opens a stored link as a link', async () => {
    render(
      <Terbuka
        silabus={{
          teks: null,
          file: {
            nama: 'https://drive.example/rps',
            url: 'https://drive.example/rps',
            content_length: null,
          },
        }}
      />,
    );
    expect(await screen.findByRole('radio', { name: 'Link' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Link' })).toHaveValue('https://drive.example/rps');
  });
});

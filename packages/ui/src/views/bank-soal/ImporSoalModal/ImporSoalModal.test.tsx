import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createToastQueue, type ToastQueue } from '../../../primitives/Toast';
import { act, render, screen, waitFor, within } from '../../../test/render';
import { ImporSoalModal, type ImporSoalModalProps } from './ImporSoalModal';

function Terbuka(props: Partial<ImporSoalModalProps>) {
  const [isOpen, setOpen] = useState(true);
  return (
    <ImporSoalModal
      isOpen={isOpen}
      onImpor={vi.fn(async () => ({ message: 'Berhasil' }))}
      toastQueue={createToastQueue()}
      {...props}
      onOpenChange={(o) => {
        setOpen(o);
        props.onOpenChange?.(o);
      }}
    />
  );
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const berkas = (nama = 'soal.xlsx', type = XLSX) => new File(['isi'], nama, { type });
const toasts = (antrian: ToastQueue) => antrian.visibleToasts.map((t) => t.content);

const dialog = () => screen.findByRole('dialog', { name: /Impor Soal/ }, { timeout: 15_000 });
const inputFile = () => {
  const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
};

describe('ImporSoalModal', () => {
  it("offers the chosen type's template", async () => {
    const hrefTemplat = vi.fn((j: string) => `/unduh/${j}.xlsx`);
    const { user, rerender } = render(<Terbuka />);
    await dialog();
    expect(screen.getByRole('link', { name: 'Unduh Templat' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('radio', { name: 'Soal Esai' }));
    const templat = screen.getByRole('link', { name: 'Unduh Templat Soal Esai' });
    expect(templat).toHaveAttribute('href', '/templat/impor-soal-esay.xlsx');
    expect(templat).toHaveAttribute('download');
    await user.click(screen.getByRole('button', { name: 'Kolom templat' }));
    expect(screen.getByText('Jenis Jawaban')).toBeInTheDocument();
    expect(screen.getByText('Kunci Jawaban')).toBeInTheDocument();
    rerender(<Terbuka hrefTemplat={hrefTemplat} />);
    expect(screen.getByRole('link', { name: 'Unduh Templat Soal Esai' })).toHaveAttribute(
      'href',
      '/unduh/esay.xlsx',
    );
  });

  it("says 'File belum dipilih', then that the type is required", async () => {
    const antrian = createToastQueue();
    const onImpor = vi.fn(async () => ({ message: 'Berhasil' }));
    const { user } = render(<Terbuka onImpor={onImpor} toastQueue={antrian} />);
    await dialog();
    await user.click(screen.getByRole('button', { name: 'Impor' }));
    expect(screen.getByRole('group', { name: /File/ })).toHaveAccessibleDescription(
      /File belum dipilih/,
    );
    expect(toasts(antrian)).toEqual([{ pesan: 'File belum dipilih', jenis: 'danger' }]);
    await user.upload(inputFile(), berkas());
    expect(screen.getByTitle('soal.xlsx')).toBeInTheDocument();
    expect(screen.queryByText('File belum dipilih')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Impor' }));
    expect(screen.getByRole('radiogroup', { name: /Jenis Soal/ })).toHaveAccessibleDescription(
      'Jenis soal wajib dipilih',
    );
    expect(onImpor).not.toHaveBeenCalled();
  });

  it('refuses another kind of file when picked', async () => {
    const { user } = render(<Terbuka />, { userOptions: { applyAccept: false } });
    await dialog();
    await user.upload(inputFile(), berkas('soal.pdf', 'application/pdf'));
    expect(screen.queryByTitle('soal.pdf')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: /File/ })).toHaveAccessibleDescription(
      /File harus berformat \.xls atau \.xlsx/,
    );
  });

  it("imports, pending until the server answers, then shows 'Impor Berhasil'", async () => {
    let selesai: (v: { message: string }) => void = () => {};
    const onImpor = vi.fn(
      () =>
        new Promise<{ message: string }>((resolve) => {
          selesai = resolve;
        }),
    );
    const onOpenChange = vi.fn();
    const { user } = render(<Terbuka onImpor={onImpor} onOpenChange={onOpenChange} />);
    await dialog();
    await user.click(screen.getByRole('radio', { name: 'Soal Pilihan' }));
    const file = berkas();
    await user.upload(inputFile(), file);
    await user.click(screen.getByRole('button', { name: 'Impor' }));
    expect(onImpor).toHaveBeenCalledWith({ jenis: 'pilihan', file });
    expect(screen.getByRole('button', { name: 'Batal' })).toBeDisabled();
    await act(async () => selesai({ message: 'Berhasil mengimpor 20 soal.' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Impor Berhasil');
    expect(status).toHaveTextContent('Berhasil mengimpor 20 soal.');
    const tutup = within(screen.getByRole('dialog'))
      .getAllByRole('button', { name: 'Tutup' })
      .at(-1);
    if (!tutup) throw new Error('No close button');
    await user.click(tutup);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows the server's message in 'Impor Gagal'; 'Impor Ulang' goes back with the type kept", async () => {
    const onImpor = vi.fn(async () => {
      throw new Error('Baris 4, kolom Kunci: kunci jawaban tidak valid');
    });
    const { user } = render(<Terbuka onImpor={onImpor} />);
    await dialog();
    await user.click(screen.getByRole('radio', { name: 'Soal Benar Salah' }));
    await user.upload(inputFile(), berkas());
    await user.click(screen.getByRole('button', { name: 'Impor' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impor Gagal');
    expect(alert).toHaveTextContent('Baris 4, kolom Kunci: kunci jawaban tidak valid');
    await user.click(screen.getByRole('button', { name: 'Impor Ulang' }));
    expect(await screen.findByRole('radio', { name: 'Soal Benar Salah' })).toBeChecked();
    expect(screen.queryByTitle('soal.xlsx')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts over when opened again', async () => {
    const onImpor = vi.fn(async () => ({ message: 'Berhasil' }));
    const antrian = createToastQueue();
    const modal = (isOpen: boolean) => (
      <ImporSoalModal
        isOpen={isOpen}
        onOpenChange={vi.fn()}
        onImpor={onImpor}
        toastQueue={antrian}
      />
    );
    const { user, rerender } = render(modal(true));
    await dialog();
    await user.click(screen.getByRole('radio', { name: 'Soal Pilihan' }));
    await user.upload(inputFile(), berkas());
    await user.click(screen.getByRole('button', { name: 'Impor' }));
    await screen.findByRole('status');
    await user.keyboard('{Escape}');
    rerender(modal(false));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    rerender(modal(true));
    await dialog();
    expect(screen.getByRole('radio', { name: 'Soal Pilihan' })).not.toBeChecked();
    expect(screen.queryByTitle('soal.xlsx')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Impor' })).toBeInTheDocument();
  });
});

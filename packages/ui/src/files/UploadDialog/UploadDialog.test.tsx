import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '../../test/render';
import { UploadDialog, type UploadFn } from './UploadDialog';

const berkas = (nama: string, ukuran = 1000, type = 'application/pdf') => {
  const f = new File(['x'], nama, { type });
  Object.defineProperty(f, 'size', { value: ukuran });
  return f;
};

const pilih = (...files: File[]) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
};

/** An upload the test finishes by hand. */
function unggahManual() {
  const proses: {
    file: File;
    progres: (p: number) => void;
    selesai: (url: string) => void;
    gagal: (e: Error) => void;
  }[] = [];
  const onUpload: UploadFn = (file, progres) =>
    new Promise((resolve, reject) => {
      proses.push({ file, progres, selesai: (url) => resolve({ url }), gagal: reject });
    });
  return { onUpload: vi.fn(onUpload), proses };
}

const simpan = () => screen.getByRole('button', { name: 'Simpan' });

describe('UploadDialog', () => {
  it('says which types and size are allowed', () => {
    const { rerender } = render(
      <UploadDialog
        isOpen
        accept={['.pdf', '.docx']}
        maksByte={5_000_000}
        onUpload={vi.fn()}
        onSave={vi.fn()}
      />,
    );
    expect(
      screen.getByText(
        'Jenis file yang didukung adalah .pdf, .docx, dengan maksimal ukuran sebesar 5 MB',
      ),
    ).toBeInTheDocument();
    rerender(<UploadDialog isOpen onUpload={vi.fn()} onSave={vi.fn()} />);
    expect(screen.getByText('Maksimal ukuran file adalah 10.24 MB')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Unggah File' })).toBeInTheDocument();
  });

  it('disables save with no file and refuses an invalid type with the spec message', () => {
    const onUpload = vi.fn();
    render(
      <UploadDialog
        isOpen
        accept={['.pdf']}
        maksByte={2_000_000}
        onUpload={onUpload}
        onSave={vi.fn()}
      />,
    );
    expect(simpan()).toBeDisabled();
    pilih(berkas('foto.png', 1000, 'image/png'));
    const baris = within(screen.getByRole('list', { name: 'File yang dipilih' })).getByRole(
      'listitem',
    );
    expect(baris).toHaveTextContent(
      'Jenis file yang didukung adalah .pdf, dengan maksimal ukuran sebesar 2 MB',
    );
    expect(onUpload).not.toHaveBeenCalled();
    expect(simpan()).toBeDisabled();
  });

  it('refuses a file over the size limit', () => {
    render(<UploadDialog isOpen maksByte={1_000_000} onUpload={vi.fn()} onSave={vi.fn()} />);
    pilih(berkas('besar.pdf', 1_000_001));
    expect(screen.getByRole('listitem')).toHaveTextContent('Ukuran file melebihi batas maksimal');
    expect(simpan()).toBeDisabled();
  });

  it('shows progress, then success, and saves the uploaded file', async () => {
    const { onUpload, proses } = unggahManual();
    const onSave = vi.fn();
    const onOpenChange = vi.fn();
    const { user } = render(
      <UploadDialog
        isOpen
        onOpenChange={onOpenChange}
        accept={['.pdf']}
        onUpload={onUpload}
        onSave={onSave}
      />,
    );
    pilih(berkas('Modul Pertemuan Pertama Basis Data.pdf', 1_500_000));
    expect(onUpload).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Modul Pertemuan Pert....pdf')).toBeInTheDocument();
    expect(screen.getByText('1.50 MB')).toBeInTheDocument();
    act(() => proses[0]!.progres(40));
    expect(
      screen.getByRole('progressbar', {
        name: 'Mengunggah Modul Pertemuan Pertama Basis Data.pdf',
      }),
    ).toHaveAttribute('aria-valuenow', '40');
    expect(simpan()).toBeDisabled();
    await act(async () => proses[0]!.selesai('https://files.kampus.example/modul.pdf'));
    expect(screen.getByText('Berhasil diunggah')).toBeInTheDocument();
    expect(simpan()).toBeEnabled();
    await user.click(simpan());
    expect(onSave).toHaveBeenCalledWith([
      {
        name: 'Modul Pertemuan Pertama Basis Data.pdf',
        size: 1_500_000,
        url: 'https://files.kampus.example/modul.pdf',
      },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows 'Unggah gagal: {message}' and blocks save until the file is removed", async () => {
    const { onUpload, proses } = unggahManual();
    const { user } = render(
      <UploadDialog isOpen allowsMultiple onUpload={onUpload} onSave={vi.fn()} />,
    );
    pilih(berkas('a.pdf'), berkas('b.pdf'));
    await act(async () => proses[0]!.selesai('/a.pdf'));
    expect(screen.queryByText(/berhasil diunggah$/)).not.toBeInTheDocument();
    await act(async () => proses[1]!.gagal(new Error('Network Error')));
    expect(screen.getByText('Unggah gagal: Network Error')).toBeInTheDocument();
    expect(screen.getByText('1 dari 2 file berhasil diunggah')).toBeInTheDocument();
    expect(simpan()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Hapus b.pdf' }));
    expect(simpan()).toBeEnabled();
  });

  it('replaces the file in single mode and can be driven by keyboard', async () => {
    const { onUpload, proses } = unggahManual();
    const { user } = render(<UploadDialog isOpen onUpload={onUpload} onSave={vi.fn()} />);
    pilih(berkas('a.pdf'), berkas('b.pdf'));
    expect(onUpload).toHaveBeenCalledTimes(1);
    pilih(berkas('c.pdf'));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('c.pdf')).toBeInTheDocument();
    await act(async () => proses[1]!.selesai('/c.pdf'));
    await user.tab();
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement),
    );
    await user.keyboard('{Escape}');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '../../../test/render';
import { DETAIL_PENGERJAAN, ZONA_UJIAN } from '../../../test/ujianStafFixtures';
import { DetailPengerjaanView, type DetailPengerjaanViewProps } from './DetailPengerjaanView';

const janji = () => vi.fn(async () => undefined);

function Detail(props: Partial<DetailPengerjaanViewProps>) {
  return (
    <DetailPengerjaanView
      pengerjaan={DETAIL_PENGERJAAN}
      onNilai={janji()}
      onPengurangan={janji()}
      onReset={janji()}
      timeZone={ZONA_UJIAN}
      {...props}
    />
  );
}

const [K1, K2] = DETAIL_PENGERJAAN.kelompok_soal as [
  (typeof DETAIL_PENGERJAAN.kelompok_soal)[0],
  (typeof DETAIL_PENGERJAAN.kelompok_soal)[0],
];

describe('DetailPengerjaanView', () => {
  it('shows the student, times, score and every question with the answer and the key', () => {
    render(<Detail />);
    expect(screen.getByRole('heading', { name: 'Bunga Maharani' })).toBeVisible();
    expect(screen.getByText('2401002')).toBeVisible();
    expect(screen.getByText('23 Sep 2025, 09:26')).toBeVisible();
    expect(screen.getByText('5/6')).toBeVisible();
    expect(screen.getByText('Belum Dinilai')).toBeVisible();
    // In the attempt's order: group 2 holds question 5 then question 4 of the exam.
    const soal = screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));
    expect(soal).toEqual(['Soal 1', 'Soal 2', 'Soal 3', 'Soal 4', 'Soal 5']);
    const s1 = screen.getByRole('article', { name: 'Soal 1' });
    const dipilih = within(s1).getByText('Kunci jawaban, Jawaban mahasiswa').closest('li');
    expect(dipilih).toHaveTextContent('B. Seleksi');
    const s2 = screen.getByRole('article', { name: 'Soal 2' });
    expect(within(s2).getByText('Jawaban mahasiswa').closest('li')).toHaveTextContent('Benar');
    expect(within(s2).getByText('Kunci jawaban').closest('li')).toHaveTextContent('Salah');
    expect(within(s2).getByText('Nilai: 0')).toBeVisible();
    const s3 = screen.getByRole('article', { name: 'Soal 3' });
    expect(within(s3).getByText(/^Natural join menggabungkan/)).toBeVisible();
    expect(within(s3).getByText(/^Natural join menyamakan/)).toBeVisible();
    expect(within(s3).getByText('Nilai: -')).toBeVisible();
    expect(
      within(screen.getByRole('article', { name: 'Soal 5' })).getByText('Tidak dijawab'),
    ).toBeVisible();
  });

  it('refuses a grade of 80.5 and saves 80 for the essay', async () => {
    const onNilai = janji();
    const { user } = render(<Detail onNilai={onNilai} />);
    const nilai = screen.getByRole('textbox', { name: 'Nilai soal 3' });
    await user.type(nilai, '80.5');
    await user.click(screen.getByRole('button', { name: 'Simpan nilai soal 3' }));
    expect(screen.getByText('Nilai harus bilangan bulat 0 sampai 100')).toBeVisible();
    expect(nilai).toHaveAttribute('aria-invalid', 'true');
    expect(onNilai).not.toHaveBeenCalled();
    await user.clear(nilai);
    await user.type(nilai, '101{Enter}');
    expect(onNilai).not.toHaveBeenCalled();
    await user.clear(nilai);
    await user.type(nilai, '80{Enter}');
    expect(onNilai).toHaveBeenCalledWith(K1.id, K1.soal[2]!.id, 80);
    expect(screen.queryByText('Nilai harus bilangan bulat 0 sampai 100')).not.toBeInTheDocument();
  });

  it('grades any question, in its own group', async () => {
    const onNilai = janji();
    const { user } = render(<Detail onNilai={onNilai} />);
    const nilai = screen.getByRole('textbox', { name: 'Nilai soal 4' });
    expect(nilai).toHaveValue('0');
    await user.clear(nilai);
    await user.type(nilai, '50');
    await user.click(screen.getByRole('button', { name: 'Simpan nilai soal 4' }));
    expect(onNilai).toHaveBeenCalledWith(K2.id, K2.soal[0]!.id, 50);
  });

  it('saves a deduction with two decimals and refuses text', async () => {
    const onPengurangan = janji();
    const { user } = render(<Detail onPengurangan={onPengurangan} />);
    const pengurangan = screen.getByRole('textbox', { name: 'Pengurangan Nilai' });
    expect(pengurangan).toHaveValue('0');
    await user.clear(pengurangan);
    await user.type(pengurangan, 'dua');
    await user.click(screen.getByRole('button', { name: 'Simpan Pengurangan' }));
    expect(screen.getByText('Pengurangan nilai harus angka')).toBeVisible();
    await user.clear(pengurangan);
    await user.type(pengurangan, '2,555');
    await user.click(screen.getByRole('button', { name: 'Simpan Pengurangan' }));
    expect(onPengurangan).toHaveBeenCalledWith(2.56);
  });

  it('keeps the save pending until it settles', async () => {
    let selesai: () => void = () => {};
    const onNilai = vi.fn(
      () =>
        new Promise<void>((r) => {
          selesai = r;
        }),
    );
    const { user } = render(<Detail onNilai={onNilai} />);
    await user.type(screen.getByRole('textbox', { name: 'Nilai soal 3' }), '75');
    await user.click(screen.getByRole('button', { name: 'Simpan nilai soal 3' }));
    expect(screen.getByRole('textbox', { name: 'Nilai soal 3' })).toBeDisabled();
    selesai();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Nilai soal 3' })).toBeEnabled(),
    );
  });

  it("asks 'Anda yakin me-reset pengerjaan kuis/ujian mahasiswa ini?' before resetting", async () => {
    const onReset = janji();
    const { user } = render(<Detail onReset={onReset} />);
    await user.click(screen.getByRole('button', { name: 'Reset Pengerjaan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Konfirmasi' });
    expect(dialog).toHaveTextContent('Anda yakin me-reset pengerjaan kuis/ujian mahasiswa ini?');
    await user.click(within(dialog).getByRole('button', { name: 'Ya' }));
    expect(onReset).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows the server message, the calculation and the read-only, loading and error states', () => {
    const { rerender } = render(
      <Detail galat="Pengerjaan belum selesai dikerjakan" perhitungan="IN_PROGRESS" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Pengerjaan belum selesai dikerjakan');
    expect(screen.getByRole('status')).toHaveTextContent('Sedang proses perhitungan nilai');
    rerender(<Detail bolehUbah={false} />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset Pengerjaan' })).not.toBeInTheDocument();
    rerender(<Detail pengerjaan={null} isLoading />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    rerender(<Detail isError onRetry={vi.fn()} />);
    expect(screen.getByText('NO DATA')).toBeVisible();
  });
});

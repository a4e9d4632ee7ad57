import { FILTER_TAMPILKAN_DEFAULT, type KeadaanFilterTampilkan } from '@kampus/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../../test/render';
import { FilterTampilkanNilai } from './FilterTampilkanNilai';

function Terkendali({ onChange }: { onChange: (k: KeadaanFilterTampilkan) => void }) {
  const [value, setValue] = useState<KeadaanFilterTampilkan>(FILTER_TAMPILKAN_DEFAULT);
  return (
    <FilterTampilkanNilai
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

const kotak = (name: string) => screen.getByRole('checkbox', { name });

describe('FilterTampilkanNilai', () => {
  it("lists the spec's options, all on except '= 0%' by default", () => {
    render(<FilterTampilkanNilai onChange={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Tampilkan' })).toBeInTheDocument();
    const semua = screen.getAllByRole('checkbox');
    expect(semua.map((c) => c.closest('label')?.textContent)).toEqual([
      'Semua',
      'Tugas',
      'Kuis',
      'Forum',
      'UTS',
      'UAS',
      'Komponen Nilai Sikad > 0%',
      'Komponen Nilai Sikad = 0%',
    ]);
    expect(semua.filter((c) => !(c as HTMLInputElement).checked)).toEqual([
      kotak('Komponen Nilai Sikad = 0%'),
    ]);
  });

  it("'Semua' follows the types and switches them all", async () => {
    const onChange = vi.fn();
    const { user } = render(<Terkendali onChange={onChange} />);
    await user.click(kotak('Kuis'));
    expect(onChange).toHaveBeenLastCalledWith({
      ...FILTER_TAMPILKAN_DEFAULT,
      kuis: false,
      semua: false,
    });
    expect(kotak('Semua')).not.toBeChecked();
    await user.click(kotak('Semua'));
    expect(kotak('Kuis')).toBeChecked();
    await user.click(kotak('Semua'));
    for (const j of ['Tugas', 'Kuis', 'Forum', 'UTS', 'UAS']) expect(kotak(j)).not.toBeChecked();
    expect(kotak('Komponen Nilai Sikad > 0%')).toBeChecked();
  });

  it('toggles the zero-weight option alone, and not at all when disabled', async () => {
    const onChange = vi.fn();
    const { user, rerender } = render(<FilterTampilkanNilai onChange={onChange} />);
    await user.click(kotak('Komponen Nilai Sikad = 0%'));
    expect(onChange).toHaveBeenLastCalledWith({ ...FILTER_TAMPILKAN_DEFAULT, sikad_sama_0: true });
    rerender(<FilterTampilkanNilai onChange={onChange} isDisabled />);
    await user.click(kotak('Tugas'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

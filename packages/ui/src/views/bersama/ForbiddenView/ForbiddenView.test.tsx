import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../../test/render';
import { ForbiddenView } from './ForbiddenView';

const aturan = [
  {
    nama: 'Pembayaran Kuliah',
    kekurangan: [
      { keterangan: 'UKT 2025/2026 Ganjil', jumlah: 5500000, jatuh_tempo: '2025-09-01' },
    ],
  },
];

describe('ForbiddenView', () => {
  it('lists each unmet rule with its arrears in rupiah and the due date', () => {
    render(<ForbiddenView aturan={aturan} timeZone="Asia/Jakarta" onLogout={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Akses Dibatasi' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pembayaran Kuliah' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /UKT 2025\/2026 Ganjil/ });
    expect(row).toHaveTextContent('Rp 5.500.000');
    expect(row).toHaveTextContent('01 Sep 2025');
  });

  it('logs out from the keyboard', async () => {
    const onLogout = vi.fn();
    const { user } = render(
      <ForbiddenView aturan={aturan} timeZone="Asia/Jakarta" onLogout={onLogout} />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('offers a re-check that reports itself busy', async () => {
    const onPeriksaUlang = vi.fn();
    const { user, rerender } = render(
      <ForbiddenView
        aturan={aturan}
        timeZone="Asia/Jakarta"
        onLogout={() => {}}
        onPeriksaUlang={onPeriksaUlang}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Periksa Ulang Status' }));
    expect(onPeriksaUlang).toHaveBeenCalledOnce();
    rerender(
      <ForbiddenView
        aturan={aturan}
        timeZone="Asia/Jakarta"
        onLogout={() => {}}
        onPeriksaUlang={onPeriksaUlang}
        isMemeriksa
      />,
    );
    expect(screen.getByRole('button', { name: /Periksa Ulang Status/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('never says rules are unmet over an empty list', () => {
    render(<ForbiddenView aturan={[]} timeZone="Asia/Jakarta" onLogout={() => {}} />);
    expect(screen.queryByText(/syarat berikut belum terpenuhi/)).not.toBeInTheDocument();
    expect(screen.getByText(/Semua syarat akses sudah terpenuhi/)).toBeInTheDocument();
  });
});

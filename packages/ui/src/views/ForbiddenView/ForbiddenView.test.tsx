import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../test/render';
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
});

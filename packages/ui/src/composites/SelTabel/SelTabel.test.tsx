import { describe, expect, it } from 'vitest';
import { render, screen } from '../../test/render';
import {
  BATAS_TEKS_SEL,
  SelDuaBaris,
  SelMataKuliah,
  TeksSebaris,
  TeksSel,
  TombolLihat,
} from './SelTabel';

describe('SelTabel', () => {
  it('cuts a long cell text and shows it whole in a tooltip reachable by keyboard', async () => {
    const panjang = 'x'.repeat(BATAS_TEKS_SEL + 1);
    const { user } = render(
      <>
        <TeksSel teks="Pendek" />
        <TeksSel teks={panjang} />
      </>,
    );
    expect(screen.getByText('Pendek')).toBeVisible();
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(panjang);
  });

  it('draws the course cell as its name over its code', () => {
    render(<SelMataKuliah mataKuliah={{ nama: 'Basis Data', kode: 'IF201' }} />);
    expect(screen.getByText('Basis Data').parentElement).toHaveTextContent('Basis DataIF201');
  });

  it('draws two lines, a one-line text and the row link', () => {
    render(
      <>
        <SelDuaBaris utama={<TeksSebaris>02 Sep 2025</TeksSebaris>} keterangan="09:20 WIB" />
        <TombolLihat href="/kelas/k1" aria-label="Lihat Basis Data A" />
      </>,
    );
    expect(screen.getByText('02 Sep 2025').parentElement).toHaveTextContent('02 Sep 202509:20 WIB');
    expect(screen.getByRole('link', { name: 'Lihat Basis Data A' })).toHaveAttribute(
      'href',
      '/kelas/k1',
    );
  });
});

import { PESAN_VIDCON, PESAN_VIDCON_SERVER } from '@kampus/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createToastQueue, type ToastQueue } from '../../../primitives/Toast';
import { render, screen, within } from '../../../test/render';
import {
  OPSI_PERTEMUAN_VIDCON,
  PERTEMUAN_VIDCON,
  SEKARANG_VIDCON,
  VIDCON_BELUM_DIMULAI,
  VIDCON_BERLANGSUNG,
  VIDCON_SELESAI,
} from '../../../test/vidconFixtures';
import { minimumMulaiVidcon, VidconFormModal, type VidconFormModalProps } from './VidconFormModal';

function Terbuka(props: Partial<VidconFormModalProps>) {
  const [isOpen, setOpen] = useState(true);
  return (
    <VidconFormModal
      isOpen={isOpen}
      onOpenChange={setOpen}
      mode="tambah"
      pertemuan={PERTEMUAN_VIDCON}
      timeZone="Asia/Jakarta"
      waktuServer={SEKARANG_VIDCON}
      onSubmit={vi.fn(async () => undefined)}
      {...props}
    />
  );
}

const toasts = (antrian: ToastQueue) => antrian.visibleToasts.map((t) => t.content);
const tombol = (name: string | RegExp) => screen.getByRole('button', { name });
const segmen = (grup: string) =>
  within(screen.getByRole('group', { name: grup }))
    .getAllByRole('spinbutton')
    .map((s) => s.textContent);
type User = ReturnType<typeof render>['user'];

async function isi(user: User, link = 'zoom.us/j/91234567890') {
  await user.type(screen.getByRole('textbox', { name: 'Judul' }), 'Kuliah Daring 3');
  await user.click(tombol(/Aplikasi$/));
  await user.click(await screen.findByRole('option', { name: 'Zoom' }));
  await user.type(screen.getByRole('textbox', { name: 'Link' }), link);
  await user.tab();
}

describe('VidconFormModal', () => {
  it("opens as 'Tambah Data' with the meeting card, the warning, and an hour from the meeting's start", async () => {
    render(<Terbuka />);
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Data' });
    expect(within(dialog).getByText('Tambah Data Vidcon')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Pertemuan 3' })).toHaveTextContent(
      '01 Sep 2025, 08:00 - 10:00 WIB',
    );
    expect(screen.getByText(/Jangan bagikan link vidcon langsung kepada peserta/)).toBeVisible();
    expect(segmen('Waktu Mulai')).toEqual(['01', '09', '2025', '08', '00']);
    expect(segmen('Waktu Selesai')).toEqual(['01', '09', '2025', '09', '00']);
  });

  it('asks the rules of spec 5 in order, each a danger toast and on its field', async () => {
    const antrian = createToastQueue();
    const onSubmit = vi.fn();
    const { user } = render(<Terbuka toastQueue={antrian} onSubmit={onSubmit} />);
    await screen.findByRole('dialog');
    await user.click(tombol('Simpan'));
    expect(toasts(antrian)[0]).toEqual({ pesan: PESAN_VIDCON.judul, jenis: 'danger' });
    expect(screen.getByRole('textbox', { name: 'Judul' })).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Judul' }), 'Kuliah');
    await user.click(tombol('Simpan'));
    expect(toasts(antrian)[0]).toEqual({ pesan: PESAN_VIDCON.aplikasi, jenis: 'danger' });
    await user.click(tombol(/Aplikasi$/));
    await user.click(await screen.findByRole('option', { name: 'Google Meet' }));
    await user.click(tombol('Simpan'));
    expect(toasts(antrian)[0]).toEqual({ pesan: PESAN_VIDCON.link, jenis: 'danger' });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('prepends http to a link without a scheme and sends the offset times', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { user } = render(<Terbuka onSubmit={onSubmit} />);
    await screen.findByRole('dialog');
    await isi(user);
    expect(screen.getByRole('textbox', { name: 'Link' })).toHaveValue(
      'http://zoom.us/j/91234567890',
    );
    await user.click(tombol('Simpan'));
    expect(onSubmit).toHaveBeenCalledWith({
      aplikasi: 'zoom',
      catatan: '',
      id_pertemuan: 'prt-03',
      judul: 'Kuliah Daring 3',
      link: 'http://zoom.us/j/91234567890',
      waktu_mulai: '2025-09-01T08:00:00+07:00',
      waktu_selesai: '2025-09-01T09:00:00+07:00',
    });
  });

  it('refuses a link that is not a web address', async () => {
    const antrian = createToastQueue();
    const onSubmit = vi.fn();
    const { user } = render(<Terbuka toastQueue={antrian} onSubmit={onSubmit} />);
    await screen.findByRole('dialog');
    await isi(user, 'javascript:alert(1)');
    await user.click(tombol('Simpan'));
    expect(toasts(antrian)[0]?.pesan).toMatch(/http:\/\/ atau https:\/\//);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sets the end an hour after a chosen start', async () => {
    const { user } = render(<Terbuka />);
    await screen.findByRole('dialog');
    const jam = within(screen.getByRole('group', { name: 'Waktu Mulai' })).getAllByRole(
      'spinbutton',
    )[3] as HTMLElement;
    await user.click(jam);
    await user.keyboard('13');
    expect(segmen('Waktu Mulai')[3]).toBe('13');
    expect(segmen('Waktu Selesai')).toEqual(['01', '09', '2025', '14', '00']);
  });

  it("lets operators pick the meeting and asks 'Pertemuan wajib diisi' first", async () => {
    const antrian = createToastQueue();
    const { user } = render(
      <Terbuka pertemuan={null} opsiPertemuan={OPSI_PERTEMUAN_VIDCON} toastQueue={antrian} />,
    );
    await screen.findByRole('dialog');
    expect(screen.queryByRole('region', { name: /^Pertemuan/ })).not.toBeInTheDocument();
    await user.click(tombol('Simpan'));
    expect(toasts(antrian)[0]).toEqual({ pesan: PESAN_VIDCON.pertemuan, jenis: 'danger' });
    await user.click(tombol(/Pertemuan$/));
    await user.click(await screen.findByRole('option', { name: /^4\. / }));
    expect(tombol(/Pertemuan$/)).toHaveTextContent('4.');
  });

  it('fills the edit form; dates are free before the start', async () => {
    render(<Terbuka mode="ubah" vidcon={VIDCON_BELUM_DIMULAI} />);
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Data' });
    expect(within(dialog).getByText('Ubah Data Vidcon')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Judul' })).toHaveValue(VIDCON_BELUM_DIMULAI.judul);
    expect(tombol(/Aplikasi$/)).toHaveTextContent('Google Meet');
    expect(segmen('Waktu Mulai')).toEqual(['01', '09', '2025', '13', '00']);
    const mulai = screen.getByRole('group', { name: 'Waktu Mulai' });
    expect(within(mulai).getAllByRole('spinbutton')[0]).not.toHaveAttribute('aria-disabled');
  });

  it.each([
    ['running with participants', VIDCON_BERLANGSUNG],
    ['finished', VIDCON_SELESAI],
  ])('locks date and times when %s (spec 4)', async (_k, vidcon) => {
    render(<Terbuka mode="ubah" vidcon={vidcon} />);
    await screen.findByRole('dialog');
    for (const grup of ['Waktu Mulai', 'Waktu Selesai']) {
      for (const s of within(screen.getByRole('group', { name: grup })).getAllByRole(
        'spinbutton',
      )) {
        expect(s).toHaveAttribute('aria-disabled', 'true');
      }
    }
    expect(screen.getByText(PESAN_VIDCON_SERVER.waktuTerkunci)).toBeInTheDocument();
  });

  it("refuses moving the end earlier once students joined ('tidak dapat dimajukan')", async () => {
    const antrian = createToastQueue();
    const sudahAda = { ...VIDCON_BELUM_DIMULAI, jumlah_peserta: 2 };
    const { user } = render(<Terbuka mode="ubah" vidcon={sudahAda} toastQueue={antrian} />);
    await screen.findByRole('dialog');
    const jam = within(screen.getByRole('group', { name: 'Waktu Selesai' })).getAllByRole(
      'spinbutton',
    )[3] as HTMLElement;
    await user.click(jam);
    await user.keyboard('1330');
    expect(segmen('Waktu Selesai')).toEqual(['01', '09', '2025', '13', '30']);
    await user.click(tombol('Simpan'));
    expect(toasts(antrian)[0]).toEqual({
      pesan: PESAN_VIDCON.tidakDapatDimajukan,
      jenis: 'danger',
    });
  });

  it('shows the server message of a failed save', async () => {
    render(<Terbuka galat="Tanggal mulai vidcon paling awal kemarin" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('paling awal kemarin');
  });
});

describe('minimumMulaiVidcon: the earliest start is yesterday (spec 5)', () => {
  it.each([
    ['a new vidcon', null, '2025-08-31T00:00:00+07:00'],
    [
      'an edited one that started earlier',
      '2025-08-20T08:00:00+07:00',
      '2025-08-20T08:00:00+07:00',
    ],
    ['an edited one that starts later', '2025-09-05T08:00:00+07:00', '2025-08-31T00:00:00+07:00'],
  ])('%s', (_k, asal, harap) => {
    expect(minimumMulaiVidcon(SEKARANG_VIDCON, 'Asia/Jakarta', asal)).toBe(Date.parse(harap));
  });

  it('in the class zone', () => {
    expect(minimumMulaiVidcon(SEKARANG_VIDCON, 'Asia/Jayapura')).toBe(
      Date.parse('2025-08-31T00:00:00+09:00'),
    );
  });
});

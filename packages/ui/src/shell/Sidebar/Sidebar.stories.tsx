import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  LOGO_URL,
  MAHASISWA,
  MENU_MAHASISWA,
  MENU_STAF,
  menuProfil,
  NAMA_KAMPUS,
  URL_RUSAK,
} from '../../test/fixtures';
import { Sidebar, type SidebarProps } from './Sidebar';

/** Keeps the dialog state in the story, as the app shell does. */
function StatefulSidebar(props: SidebarProps) {
  const [isOpen, setOpen] = useState(props.isMobileOpen);
  return (
    <Sidebar
      {...props}
      isMobileOpen={isOpen}
      onMobileOpenChange={(open) => {
        setOpen(open);
        props.onMobileOpenChange(open);
      }}
    />
  );
}

const meta = {
  title: 'Shell/Sidebar',
  component: Sidebar,
  render: (args) => <StatefulSidebar {...args} />,
  parameters: { padding: false },
  args: {
    logoUrl: LOGO_URL,
    collegeName: NAMA_KAMPUS,
    user: MAHASISWA,
    periodeLabel: '2025/2026 Ganjil',
    menu: MENU_MAHASISWA,
    activePath: '/kelas/101',
    profileMenu: menuProfil(),
    isMobileOpen: false,
    onMobileOpenChange: fn(),
  },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const StaffMenu: Story = {
  args: {
    menu: MENU_STAF,
    activePath: '/bank-soal/12',
    user: { nama: 'Dewi Lestari, S.T., M.T.', role: 'Dosen', fotoUrl: null },
  },
};

export const ProfileMenuOpen: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Siti Nurhaliza Putri/ }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Profil Saya' })).toBeVisible());
  },
};

export const Fallbacks: Story = {
  args: {
    logoUrl: URL_RUSAK,
    user: { ...MAHASISWA, fotoUrl: URL_RUSAK },
  },
  play: async ({ canvasElement }) => {
    // Both images fail: the logo shows the college initial, the avatar the user's initials.
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('SN')).toBeInTheDocument();
    await expect(await canvas.findByText('U')).toBeInTheDocument();
  },
};

export const WithoutPeriod: Story = { args: { periodeLabel: null } };

export const LongText: Story = {
  args: {
    collegeName: 'Sekolah Tinggi Ilmu Kesehatan dan Teknologi Informasi Nusantara Raya Jakarta',
    user: {
      nama: 'Prof. Dr. Ir. Raden Ayu Sekar Kusumawardhani Purbaningrum, M.Sc.',
      role: 'Operator',
      status: 'Aktif',
      fotoUrl: null,
    },
    periodeLabel: '2025/2026 Semester Pendek',
    menu: [
      ...MENU_STAF.slice(0, 3),
      { label: 'Rekapitulasi Kehadiran dan Berita Acara Perkuliahan', href: '/kehadiran' },
    ],
    activePath: '/kehadiran',
  },
};

/** Below the desktop breakpoint the column is hidden until the header's menu button opens it. */
export const MobileClosed: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { screenshot: { target: 'viewport' } },
};

// The open dialog covers the page: in the docs it gets an iframe of its own.
const ownFrame = { docs: { story: { inline: false, height: '640px' } } };

export const MobileOpen: Story = {
  args: { isMobileOpen: true },
  globals: { viewport: { value: 'mobile' } },
  parameters: { screenshot: { target: 'viewport' }, ...ownFrame },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Menu' });
    await expect(within(dialog).getByRole('link', { name: 'Kelas Kuliah' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const MobileChooseLink: Story = {
  args: { isMobileOpen: true },
  globals: { viewport: { value: 'mobile' } },
  parameters: { screenshot: { target: 'viewport' }, ...ownFrame },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Nilai' }));
    await expect(args.onMobileOpenChange).toHaveBeenCalledWith(false);
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Card } from '../../primitives/Card';
import {
  KELAS,
  LOGO_URL,
  MAHASISWA,
  MENU_MAHASISWA,
  menuProfil,
  NAMA_KAMPUS,
  WAKTU_SERVER,
} from '../../test/fixtures';
import { ClassHighlightGrid } from '../../views/beranda/ClassHighlightGrid';
import { AppHeader } from '../AppHeader';
import { Sidebar } from '../Sidebar';
import { AppShell } from './AppShell';

/** The student home page as the app assembles it. */
function StudentHome({ initialMenuOpen = false }: { initialMenuOpen?: boolean }) {
  const [isMenuOpen, setMenuOpen] = useState(initialMenuOpen);
  return (
    <AppShell
      sidebar={
        <Sidebar
          logoUrl={LOGO_URL}
          collegeName={NAMA_KAMPUS}
          user={MAHASISWA}
          periodeLabel="2025/2026 Ganjil"
          menu={MENU_MAHASISWA}
          activePath="/beranda"
          profileMenu={menuProfil()}
          isMobileOpen={isMenuOpen}
          onMobileOpenChange={setMenuOpen}
        />
      }
      header={
        <AppHeader
          title="Beranda"
          breadcrumb={[{ label: 'Beranda' }]}
          greeting="Selamat pagi, Siti Nurhaliza Putri"
          serverTime={WAKTU_SERVER}
          timeZone="Asia/Jakarta"
          onOpenMenu={() => setMenuOpen(true)}
        />
      }
    >
      <div style={{ display: 'grid', gap: 24 }}>
        <Card title="Kelas Kuliah" padding="medium">
          <ClassHighlightGrid kelas={KELAS.slice(0, 4)} />
        </Card>
      </div>
    </AppShell>
  );
}

const meta = {
  title: 'Shell/AppShell',
  component: StudentHome,
  parameters: { padding: false },
} satisfies Meta<typeof StudentHome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Widescreen: Story = {
  parameters: {
    viewport: {
      options: { wide: { name: 'Full HD', styles: { width: '1440px', height: '900px' } } },
    },
  },
  globals: { viewport: { value: 'wide' } },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};

export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Buka menu' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('dialog', { name: 'Menu' })).toBeVisible());
  },
};

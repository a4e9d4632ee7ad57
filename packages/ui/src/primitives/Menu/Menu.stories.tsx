import type { Meta, StoryObj } from '@storybook/react-vite';
import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import UserCheck from 'lucide-react/icons/user-check';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from './Menu';

interface DemoProps {
  onAction: (key: unknown) => void;
  /** Show the destructive item. */
  canDelete?: boolean;
  isDisabled?: boolean;
}

/** The group member row menu (spec 2 'Assignments'). */
function AnggotaMenu({ onAction, canDelete = true, isDisabled = false }: DemoProps) {
  return (
    <MenuTrigger>
      <Button
        iconOnly
        aria-label="Aksi anggota"
        icon={<EllipsisVertical />}
        variant="secondary"
        isDisabled={isDisabled}
        showTooltip={false}
      />
      <Menu onAction={(key) => onAction(key)} placement="bottom start">
        <MenuItem id="ketua" icon={<UserCheck />}>
          Jadikan Ketua Kelompok
        </MenuItem>
        {canDelete ? (
          <>
            <MenuSeparator />
            <MenuItem id="hapus" tone="danger" icon={<Trash2 />}>
              Hapus Anggota
            </MenuItem>
          </>
        ) : null}
      </Menu>
    </MenuTrigger>
  );
}

const meta = {
  title: 'Primitives/Menu',
  component: AnggotaMenu,
  args: { onAction: fn() },
} satisfies Meta<typeof AnggotaMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const openMenu: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button'));
  const body = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(body.getByRole('menu')).toBeVisible());
};

export const Default: Story = {};

export const Open: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  play: openMenu,
};

export const WithoutDelete: Story = {
  args: { canDelete: false },
  parameters: { screenshot: { target: 'viewport' } },
  play: openMenu,
};

export const Disabled: Story = { args: { isDisabled: true } };

/** The 'Tambah Soal' dropdown of the question bank, with long labels. */
export const LongText: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  render: ({ onAction }) => (
    <MenuTrigger>
      <Button icon={<Plus />}>Tambah Soal</Button>
      <Menu onAction={(key) => onAction(key)} placement="bottom start">
        <MenuItem id="pilihan">Soal Pilihan</MenuItem>
        <MenuItem id="benar-salah">Soal Benar Salah</MenuItem>
        <MenuItem id="esai">Soal Esai</MenuItem>
        <MenuItem id="salin">Salin dari Kuis/Ujian</MenuItem>
        <MenuItem id="impor">Impor Soal dari Berkas Excel Templat Bank Soal</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement }) => {
    // Enter opens the menu on its first item; ArrowDown moves to the next.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('menuitem', { name: 'Soal Pilihan' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('menuitem', { name: 'Soal Benar Salah' })).toHaveFocus();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { screenshot: { target: 'viewport' } },
  play: openMenu,
};

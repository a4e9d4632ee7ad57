import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

interface DemoProps {
  tabs: { id: string; label: string; isDisabled?: boolean }[];
  defaultSelectedKey?: string;
}

function TabsDemo({ tabs, defaultSelectedKey }: DemoProps) {
  return (
    <Tabs defaultSelectedKey={defaultSelectedKey}>
      <TabList aria-label="Profil">
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} isDisabled={tab.isDisabled}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id}>
          Isi tab {tab.label}.
        </TabPanel>
      ))}
    </Tabs>
  );
}

const PROFIL = [
  { id: 'data', label: 'Data Diri' },
  { id: 'riwayat', label: 'Riwayat Aktivitas' },
];

const meta = {
  title: 'Primitives/Tabs',
  component: TabsDemo,
  args: { tabs: PROFIL },
} satisfies Meta<typeof TabsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SecondSelected: Story = { args: { defaultSelectedKey: 'riwayat' } };

/** Arrow keys move between tabs. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Riwayat Aktivitas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: {
    tabs: [
      { id: 'baru', label: 'Buat Kuis/Ujian Baru' },
      { id: 'salin', label: 'Salin Kuis/Ujian Lain', isDisabled: true },
    ],
  },
};

export const LongText: Story = {
  args: {
    tabs: [
      { id: 'upload', label: 'Upload Materi Baru' },
      { id: 'salin', label: 'Salin Materi Kelas Lain' },
      { id: 'arsip', label: 'Arsip Materi Semester Sebelumnya' },
    ],
  },
};

export const Mobile: Story = {
  args: LongText.args,
  globals: { viewport: { value: 'mobile' } },
};

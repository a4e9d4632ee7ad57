import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../test/render';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

function Profil({ onSelectionChange }: { onSelectionChange?: (key: unknown) => void }) {
  return (
    <Tabs onSelectionChange={onSelectionChange}>
      <TabList aria-label="Profil">
        <Tab id="data">Data Diri</Tab>
        <Tab id="riwayat">Riwayat Aktivitas</Tab>
        <Tab id="lain" isDisabled>
          Lainnya
        </Tab>
      </TabList>
      <TabPanel id="data">Foto dan data pribadi</TabPanel>
      <TabPanel id="riwayat">Linimasa aktivitas</TabPanel>
      <TabPanel id="lain">-</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the first panel and switches on click', async () => {
    const { user } = render(<Profil />);
    expect(screen.getByRole('tab', { name: 'Data Diri' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Foto dan data pribadi');
    await user.click(screen.getByRole('tab', { name: 'Riwayat Aktivitas' }));
    expect(screen.getByRole('tabpanel', { name: 'Riwayat Aktivitas' })).toHaveTextContent(
      'Linimasa aktivitas',
    );
  });

  it('moves with the arrow keys and skips disabled tabs', async () => {
    const onSelectionChange = vi.fn();
    const { user } = render(<Profil onSelectionChange={onSelectionChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Data Diri' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Riwayat Aktivitas' })).toHaveFocus();
    expect(onSelectionChange).toHaveBeenLastCalledWith('riwayat');
    await user.keyboard('{ArrowRight}');
    // 'Lainnya' is disabled: focus wraps to the first tab.
    expect(screen.getByRole('tab', { name: 'Data Diri' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Riwayat Aktivitas' })).toHaveFocus();
  });
});

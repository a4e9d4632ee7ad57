import { Button } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '../../test/render';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('opens on keyboard focus and closes on Escape', async () => {
    const { user } = render(
      <Tooltip content="Sedang ada proses update">
        <Button>Update Kehadiran Manual</Button>
      </Tooltip>,
    );
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Sedang ada proses update');
    expect(screen.getByRole('button')).toHaveAccessibleDescription('Sedang ada proses update');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('opens on hover', async () => {
    const { user } = render(
      <Tooltip content="Lihat detail">
        <Button>Detail</Button>
      </Tooltip>,
    );
    // Hover tooltips wait for pointer use (RAC hides them while keyboard focus is visible).
    await user.click(document.body);
    await user.hover(screen.getByRole('button'));
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Lihat detail'));
  });

  it('makes plain text reachable by keyboard with isTextTrigger', async () => {
    const { user } = render(
      <Tooltip content="Metodologi Penelitian Kuantitatif dan Kualitatif" isTextTrigger>
        <span>Metodologi Penelitian…</span>
      </Tooltip>,
    );
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Kuantitatif dan Kualitatif');
  });
});

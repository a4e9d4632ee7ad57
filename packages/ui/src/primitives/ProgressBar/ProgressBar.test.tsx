import { describe, expect, it } from 'vitest';
import { render, screen } from '../../test/render';
import { ProgressBar, progressBarTone } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a named progress bar with the percent to one decimal', () => {
    render(<ProgressBar label="Progres aktivitas" value={0.8555} minimalPersen={60} />);
    const bar = screen.getByRole('progressbar', { name: 'Progres aktivitas' });
    expect(bar).toHaveAttribute('aria-valuenow', '85.55');
    expect(bar).toHaveAttribute('aria-valuetext', '85.6%');
    expect(screen.getByText('85.6%')).toBeVisible();
  });

  it('keeps its name with a hidden label and stays within 0..100', () => {
    render(<ProgressBar label="Progres Siti" value={1.4} isLabelHidden />);
    const bar = screen.getByRole('progressbar', { name: 'Progres Siti' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(screen.queryByText('Progres Siti')).not.toBeInTheDocument();
  });

  it.each([
    ['at the minimum', 0.6, 60, 'LMS:SYSTEM', 'success'],
    ['above the minimum', 0.9, 60, null, 'success'],
    ['below the minimum', 0.599, 60, undefined, 'danger'],
    ['updated by hand', 0.9, 60, 'operator01', 'grey'],
    ['without a minimum', 0.3, undefined, null, 'primary'],
  ] as const)('is coloured %s', (_case, value, minimal, updatedBy, tone) => {
    expect(progressBarTone(value, minimal, updatedBy)).toBe(tone);
  });
});

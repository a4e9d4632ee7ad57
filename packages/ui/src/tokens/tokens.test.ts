import { describe, expect, it } from 'vitest';
import { below, breakpoints, mq } from './breakpoints';
import { tokens } from './tokens';

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => channel(Number.parseInt(hex.slice(i, i + 2), 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
};

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('theme tokens', () => {
  const c = tokens.color;
  const pairs: [string, string, string][] = [
    ['primary', c.primary, c.primaryText],
    ['primaryHover', c.primaryHover, c.primaryText],
    ['primarySoft', c.primarySoft, c.primarySoftText],
    ['success', c.success, c.successText],
    ['successSoft', c.successSoft, c.successSoftText],
    ['warning', c.warning, c.warningText],
    ['warningSoft', c.warningSoft, c.warningSoftText],
    ['danger', c.danger, c.dangerText],
    ['dangerHover', c.dangerHover, c.dangerText],
    ['dangerSoft', c.dangerSoft, c.dangerSoftText],
    ['dark', c.dark, c.darkText],
    ['grey', c.grey, c.greyText],
    ['blue', c.blue, c.blueText],
    ['blueSoft', c.blueSoft, c.blueSoftText],
    ['text on surface', c.surface, c.text],
    ['text on background', c.background, c.text],
    ['muted text on surface', c.surface, c.textMuted],
    ['muted text on background', c.background, c.textMuted],
    ['muted text on surfaceMuted', c.surfaceMuted, c.textMuted],
  ];

  it.each(pairs)('%s meets WCAG AA for normal text (4.5:1)', (_name, background, text) => {
    expect(contrast(background, text)).toBeGreaterThanOrEqual(4.5);
  });

  it('uses the spec breakpoints, mobile first', () => {
    expect(breakpoints).toEqual({ tablet: 768, desktop: 1024, widescreen: 1216, fullhd: 1408 });
    expect(mq.desktop).toBe('screen and (min-width: 1024px)');
    expect(below.desktop).toBe('screen and (max-width: 1023.98px)');
  });
});

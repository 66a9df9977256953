import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import {
  danger,
  filledBackground,
  garden,
  lightVariantText,
  mantineColors,
  textColors,
  theme,
} from './theme';

/** `#rrggbb` or Mantine's `rgba(r, g, b, a)`. */
function channels(color: string): number[] {
  const rgba = /^rgba?\(([^)]+)\)$/.exec(color);
  if (rgba)
    return rgba[1]!
      .split(',')
      .slice(0, 3)
      .map((v) => Number(v));
  const c = color.replace('#', '');
  return [0, 2, 4].map((i) => Number.parseInt(c.slice(i, i + 2), 16));
}

function luminance(color: string): number {
  const [r, g, b] = channels(color)
    .map((v) => v / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const white = '#ffffff';
const AA = 4.5;

describe('theme colours pass WCAG AA for normal text', () => {
  it.each([
    ['white on primary filled (shade 7)', white, garden[7]],
    ['white on primary hover (shade 8)', white, garden[8]],
    ['primary light text (9) on light background (1)', garden[9], garden[1]],
    ['primary anchor (7) on white', garden[7], white],
    ['white on danger filled (7)', white, danger[7]],
    ['error text (red 7) on white', danger[7], white],
    ['danger light text (9) on light background (1)', danger[9], danger[1]],
    ['dimmed text on white', textColors.dimmed, white],
    ['dimmed text on gray-0 (#f8f9fa)', textColors.dimmed, '#f8f9fa'],
    ['placeholder on white', textColors.placeholder, white],
  ])('%s', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(AA);
  });
});

describe('light variants (badges, light buttons) pass WCAG AA in every colour', () => {
  // The light background is shade 6 at 10% over white, lighter than shade 1: shade 1 is the worst case.
  const palettes = { ...mantineColors, garden, red: danger };
  it.each(Object.keys(palettes))('%s: its light text on shade 1', (color) => {
    const shades = palettes[color as keyof typeof palettes]!;
    expect(contrast(lightVariantText(shades), shades[1])).toBeGreaterThanOrEqual(AA);
  });
});

describe('filled buttons keep white text at WCAG AA in every colour', () => {
  const palettes = { ...mantineColors, garden, red: danger };
  it.each(Object.keys(palettes))('%s: white on its filled background', (color) => {
    const shades = palettes[color as keyof typeof palettes]!;
    expect(contrast(white, filledBackground(shades))).toBeGreaterThanOrEqual(AA);
  });

  it('keeps shade 7 where it is dark enough (the garden green and the danger red)', () => {
    expect(filledBackground(garden)).toBe(garden[7]);
    expect(filledBackground(danger)).toBe(danger[7]);
  });

  it('draws a filled orange button in that darker shade, and leaves a named shade alone', () => {
    const full = mergeMantineTheme(DEFAULT_THEME, theme);
    const resolve = (color: string) =>
      full.variantColorResolver({ color, variant: 'filled', theme: full, autoContrast: false });
    expect(resolve('orange').background).toBe(filledBackground(mantineColors.orange));
    expect(contrast(white, String(resolve('orange').background))).toBeGreaterThanOrEqual(AA);
    expect(resolve('orange.9').background).toBe('var(--mantine-color-orange-9)');
  });
});

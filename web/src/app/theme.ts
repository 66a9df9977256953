import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  darken,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  Notification,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * The product's colours. Mantine's defaults fail the WCAG AA contrast check (4.5:1) that axe runs on key pages
 * (blue-6 buttons, red-6 errors, gray-6 dimmed text), so the palette is tuned: filled colours use shade 7,
 * light variants use shade 9 on shade 1, and the dimmed, error and placeholder texts are darkened.
 * theme.test.ts measures every pair that text appears in.
 */
export const garden: MantineColorsTuple = [
  '#edf7ee',
  '#d6eed8',
  '#b0dcb4',
  '#86c98d',
  '#5fb469',
  '#44a04f',
  '#2f8a3a',
  '#2a6b31',
  '#215527',
  '#18401d',
];

/** Error and danger red, darker than Mantine's so white text on it and it on white both pass. */
export const danger: MantineColorsTuple = [
  '#fff0f0',
  '#ffdede',
  '#ffbdbd',
  '#ff9999',
  '#f87171',
  '#ee5454',
  '#d63939',
  '#c22e2e',
  '#a82424',
  '#8a1c1c',
];

export const textColors = {
  dimmed: '#5c6369',
  placeholder: '#6b7178',
} as const;

/** A light variant's text: shade 9 darkened by 30%, at least 5:1 on the pale background for every colour. */
export function lightVariantText(shades: MantineColorsTuple): string {
  return darken(shades[9], 0.3);
}

/**
 * Light variants (badges, light buttons) write in a dark shade of their colour: Mantine's shade 6 on the pale
 * background gives 3.8:1 for orange (the poll's "Очаква вашия отговор" badge), below AA, and Mantine's own
 * shade 9 of orange, green, yellow and lime is still too light.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return colors;
  const shades = input.theme.colors[parsed.color];
  if (!shades) return colors;
  return { ...colors, color: lightVariantText(shades), hoverColor: undefined };
};

/** Mantine's own colours, for theme.test.ts to measure every light variant. */
export const mantineColors = DEFAULT_THEME.colors;

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'garden',
  primaryShade: { light: 7, dark: 5 },
  colors: { garden, red: danger },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // Toasts: Mantine's close button has no name and its message grey fails AA contrast.
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Затвори' } },
      styles: { description: { color: textColors.dimmed } },
    }),
  },
});

export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-error': t.colors.red[7],
    '--mantine-color-dimmed': textColors.dimmed,
    '--mantine-color-placeholder': textColors.placeholder,
  },
  dark: {},
});

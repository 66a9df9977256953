import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  darken,
  defaultVariantColorsResolver,
  luminance,
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

/** The luminance at which white text keeps 4.5:1 (WCAG AA for normal text): (1 + 0.05) / (L + 0.05) = 4.5. */
const whiteTextLuminance = 1.05 / 4.5 - 0.05;

/**
 * A filled button's background with white text at AA: the theme's shade 7 where it is dark enough, else the
 * first darker shade, else shade 9 darkened until it is (orange's shade 7 gives white 3:1).
 */
export function filledBackground(shades: MantineColorsTuple): string {
  const shade = [shades[7], shades[8], shades[9]].find((c) => luminance(c) <= whiteTextLuminance);
  if (shade) return shade;
  let color = shades[9];
  for (let amount = 0.05; luminance(color) > whiteTextLuminance && amount < 1; amount += 0.05)
    color = darken(shades[9], amount);
  return color;
}

/**
 * Light variants (badges, light buttons) write in a dark shade of their colour: Mantine's shade 6 on the pale
 * background gives 3.8:1 for orange (the poll's "Очаква вашия отговор" badge), below AA, and Mantine's own
 * shade 9 of orange, green, yellow and lime is still too light.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light' && input.variant !== 'filled') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  // A colour named with its shade ("orange.9") is the caller's own choice.
  if (!parsed.isThemeColor || parsed.shade !== undefined) return colors;
  const shades = input.theme.colors[parsed.color];
  if (!shades) return colors;
  if (input.variant === 'light') return { ...colors, color: lightVariantText(shades), hoverColor: undefined };
  // Filled: a colour too light for its white text (orange, yellow, lime…) is drawn in a darker shade.
  if (luminance(shades[7]) <= whiteTextLuminance) return colors;
  const background = filledBackground(shades);
  return { ...colors, background, hover: darken(background, 0.1) };
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

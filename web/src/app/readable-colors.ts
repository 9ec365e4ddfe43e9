import {
  type CSSVariablesResolver,
  darken,
  defaultVariantColorsResolver,
  getPrimaryShade,
  keys,
  type MantineColorScheme,
  type MantineTheme,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';
import { contrastingWith } from './color-contrast.ts';

// The console is held to WCAG 2.1 AA, and some of Mantine's default colors fall short of its 4.5:1 for text: the
// dimmed grey, white on the default blue, the green, yellow and orange of light badges and alerts. The resolvers
// below move those, and only those, each to the nearest darker (in the dark scheme lighter) mix of the same color that reads,
// where it colors text or lies under it.

type Scheme = Exclude<MantineColorScheme, 'auto'>;

function shadeOf(theme: MantineTheme, color: string, index: number): string {
  const value = theme.colors[color]?.[index];
  if (value === undefined) throw new Error(`The theme has no shade ${index} of ${color}`);
  return value;
}

// The background of a filled button or badge under its white text, where the color's primary shade is too light
// for it (set for each scheme below). The same color elsewhere, where it is no background to text (the stars of a
// rating, a loader, a progress bar), stays Mantine's; only the primary color is made readable everywhere.
const filledUnderText = (color: string) => `--console-color-${color}-filled-under-text`;

export const readableFilledVariant: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (
    input.variant !== 'filled' ||
    colors.color !== 'var(--mantine-color-white)' ||
    input.color === undefined
  ) {
    return colors;
  }
  const { color, isThemeColor, shade } = parseThemeColor({ color: input.color, theme: input.theme });
  if (!isThemeColor || shade !== undefined) return colors;
  const variable = filledUnderText(color);
  return {
    ...colors,
    background: `var(${variable}, ${colors.background})`,
    hover: `var(${variable}-hover, ${colors.hover})`,
  };
};

// What text sits on besides its own background: the page, the cards and inputs, and the tint of selected rows and
// of the selection banner.
function surfaces(theme: MantineTheme, scheme: Scheme): string[] {
  const { primaryColor } = theme;
  return scheme === 'light'
    ? [theme.white, shadeOf(theme, primaryColor, 1)]
    : [shadeOf(theme, 'dark', 7), shadeOf(theme, 'dark', 6), darken(shadeOf(theme, primaryColor, 9), 0.5)];
}

interface TextColor {
  readonly variable: string;
  /** Mantine's own value of the variable. */
  readonly shade: string;
  /** The backgrounds this text is drawn on. */
  readonly against: readonly string[];
}

// Mantine's CSS variables that color text, each with the backgrounds it meets, as getCSSColorVariables and
// defaultCssVariablesResolver define them.
function textColors(theme: MantineTheme, scheme: Scheme): TextColor[] {
  const light = scheme === 'light';
  const primaryShade = getPrimaryShade(theme, scheme);
  const onSurfaces = surfaces(theme, scheme);
  const palettes = keys(theme.colors).flatMap((name): TextColor[] => {
    const variable = (suffix: string) => `--mantine-color-${name}-${suffix}`;
    const ofName = (index: number) => shadeOf(theme, name, index);
    const lightBackgrounds = light
      ? [ofName(1), ofName(2)]
      : [darken(ofName(9), 0.5), darken(ofName(9), 0.3)];
    return [
      {
        variable: variable('light-color'),
        shade: ofName(light ? 9 : 0),
        against: [...lightBackgrounds, ...onSurfaces],
      },
      {
        variable: variable('outline'),
        shade: ofName(light ? primaryShade : Math.max(primaryShade - 4, 0)),
        against: onSurfaces,
      },
      { variable: variable('text'), shade: ofName(light ? primaryShade : 4), against: onSurfaces },
    ];
  });
  const named = (variable: string, color: string, lightIndex: number, darkIndex: number): TextColor => ({
    variable,
    shade: shadeOf(theme, color, light ? lightIndex : darkIndex),
    against: onSurfaces,
  });
  return [
    ...palettes,
    named('--mantine-color-dimmed', light ? 'gray' : 'dark', 6, 2),
    named('--mantine-color-placeholder', light ? 'gray' : 'dark', 5, 3),
    named('--mantine-color-error', 'red', 6, 8),
    named('--mantine-color-anchor', theme.primaryColor, primaryShade, 4),
  ];
}

function readableVariables(theme: MantineTheme, scheme: Scheme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const { variable, shade, against } of textColors(theme, scheme)) {
    const readable = contrastingWith(against, shade);
    if (readable !== shade) variables[variable] = readable;
  }
  const primaryShade = getPrimaryShade(theme, scheme);
  for (const name of keys(theme.colors)) {
    const filled = shadeOf(theme, name, primaryShade);
    const readable = contrastingWith([theme.white], filled);
    if (readable === filled) continue;
    // Darker still under the pointer, as Mantine's next shade would be.
    const hover = darken(readable, 0.1);
    variables[filledUnderText(name)] = readable;
    variables[`${filledUnderText(name)}-hover`] = hover;
    // A button or badge given no color is drawn by Mantine's style sheet in this variable, past the resolver.
    if (name === theme.primaryColor) {
      variables['--mantine-primary-color-filled'] = readable;
      variables['--mantine-primary-color-filled-hover'] = hover;
    }
  }
  return variables;
}

/**
 * The text colors of both schemes that fall short of 4.5:1, each replaced by its nearest readable mix, and the
 * backgrounds of filled buttons and badges their white text needs.
 */
export const readableColors: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: readableVariables(theme, 'light'),
  dark: readableVariables(theme, 'dark'),
});

import { DEFAULT_THEME, defaultCssVariablesResolver, keys, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, minimumTextContrast } from './color-contrast.ts';
import { readableColors } from './readable-colors.ts';
import { consoleTheme } from './theme.ts';

const theme = mergeMantineTheme(DEFAULT_THEME, consoleTheme);
const schemes = ['light', 'dark'] as const;

interface SchemeVariables {
  /** The value of a CSS variable, its references to others followed. */
  variable(name: string): string;
  /** A CSS value, a reference to a variable followed. */
  resolve(value: string): string;
}

// The CSS variables of a color scheme as MantineProvider writes them: Mantine's own, then the console's on top.
function schemeVariables(scheme: (typeof schemes)[number]): SchemeVariables {
  const mantine = defaultCssVariablesResolver(theme);
  const consoles = readableColors(theme);
  const values: Record<string, string> = {
    ...mantine.variables,
    ...mantine[scheme],
    ...consoles.variables,
    ...consoles[scheme],
  };
  const variable = (name: string): string => {
    const value = values[name];
    if (value === undefined) throw new Error(`No CSS variable ${name}`);
    return resolveValue(value);
  };
  const resolveValue = (value: string): string => {
    const [, reference, fallback] = /^var\((--[\w-]+)(?:, (.+))?\)$/.exec(value) ?? [];
    if (reference === undefined) return value;
    return fallback !== undefined && values[reference] === undefined
      ? resolveValue(fallback)
      : variable(reference);
  };
  return { variable, resolve: resolveValue };
}

describe('the readable colors of the console theme', () => {
  for (const scheme of schemes) {
    const { variable, resolve } = schemeVariables(scheme);
    // The page, the cards and inputs, and the tint of selected rows.
    const surfaces = ['--mantine-color-body', '--mantine-color-default', '--mantine-primary-color-light'].map(
      variable,
    );

    it(`gives every color's text 4.5:1 on its background and on every surface (${scheme} scheme)`, () => {
      const failures: string[] = [];
      const check = (text: string, background: string, pair: string) => {
        const ratio = contrastRatio(text, background);
        if (ratio <= minimumTextContrast) failures.push(`${pair}: ${ratio.toFixed(2)}`);
      };
      for (const color of keys(theme.colors)) {
        const of = (suffix: string) => variable(`--mantine-color-${color}-${suffix}`);
        const filled = theme.variantColorResolver({ color, theme, variant: 'filled' });
        check(resolve(filled.color), resolve(filled.background), `${color} filled`);
        check(resolve(filled.color), resolve(filled.hover), `${color} filled, hovered`);
        check(of('light-color'), of('light'), `${color} light`);
        check(of('light-color'), of('light-hover'), `${color} light, hovered`);
        for (const surface of surfaces) {
          for (const suffix of ['light-color', 'outline', 'text'])
            check(of(suffix), surface, `${color} ${suffix}`);
        }
      }
      check(theme.white, variable('--mantine-primary-color-filled'), 'white on the primary color');
      check(
        theme.white,
        variable('--mantine-primary-color-filled-hover'),
        'white on the primary color, hovered',
      );
      for (const name of ['dimmed', 'placeholder', 'error', 'anchor', 'text']) {
        for (const surface of surfaces)
          check(variable(`--mantine-color-${name}`), surface, `${name} on ${surface}`);
      }
      expect(failures).toEqual([]);
    });
  }

  it("keeps Mantine's colors where they read already, and where they color no text", () => {
    const light = schemeVariables('light').variable;
    const dark = schemeVariables('dark').variable;
    expect(light('--mantine-color-blue-filled')).toBe(theme.colors.blue[6]);
    expect(light('--mantine-color-yellow-filled')).toBe(theme.colors.yellow[6]);
    expect(dark('--mantine-primary-color-filled')).toBe(theme.colors.blue[8]);
    expect(dark('--mantine-color-red-filled')).toBe(theme.colors.red[8]);
    expect(light('--mantine-color-pink-light-color')).toBe(theme.colors.pink[9]);
    expect(dark('--mantine-color-green-light-color')).toBe(theme.colors.green[0]);
  });

  // Dimmed text is there to read as secondary: far nearer the page than the body text is, if readable.
  it('keeps dimmed text well fainter than the body text', () => {
    for (const scheme of schemes) {
      const { variable } = schemeVariables(scheme);
      const body = variable('--mantine-color-body');
      expect(contrastRatio(variable('--mantine-color-dimmed'), body), scheme).toBeLessThan(
        0.7 * contrastRatio(variable('--mantine-color-text'), body),
      );
    }
  });
});

import { darken, lighten, toRgba } from '@mantine/core';

/**
 * WCAG 2.1's minimum contrast for text (success criterion 1.4.3, level AA). A ratio passes when it is above it,
 * as axe-core, which the browser suites hold the console to, counts it.
 */
export const minimumTextContrast = 4.5;

// WCAG's relative luminance, with the sRGB threshold of the current sRGB standard that axe-core uses too.
function relativeLuminance(color: string): number {
  const { r, g, b } = toRgba(color);
  const [red = 0, green = 0, blue = 0] = [r, g, b].map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

const steps = 100;

/**
 * `color` itself when text and its background, one of them `color`, contrast enough with every one of `others`;
 * otherwise `color` mixed with black (or, when it is the lighter one, with white) just enough that they do. The hue
 * stays, and a shade moves no further than readability asks.
 */
export function contrastingWith(others: readonly string[], color: string): string {
  const [first = color] = others;
  const mix = relativeLuminance(color) <= relativeLuminance(first) ? darken : lighten;
  for (let step = 0; step <= steps; step += 1) {
    const candidate = step === 0 ? color : mix(color, step / steps);
    if (others.every((other) => contrastRatio(candidate, other) > minimumTextContrast)) return candidate;
  }
  throw new Error(`No shade of ${color} contrasts enough with all of ${others.join(', ')}`);
}

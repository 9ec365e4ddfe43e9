import { describe, expect, it } from 'vitest';
import { contrastingWith, contrastRatio, minimumTextContrast } from './color-contrast.ts';

// Each step of the search moves a color by 1% towards black or white, which changes its contrast by far less
// than this: a result within it of the minimum went no further than needed.
const nearMinimum = minimumTextContrast + 0.15;

describe('color contrast', () => {
  it('measures the WCAG contrast ratio, the same either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(contrastRatio('#ffffff', '#228be6')).toBe(contrastRatio('#228be6', '#ffffff'));
  });

  it('keeps a color that already contrasts enough with every background', () => {
    expect(contrastingWith(['#ffffff', '#f1f3f5'], '#495057')).toBe('#495057');
  });

  it('darkens text on light backgrounds just enough to pass against the darkest of them', () => {
    const readable = contrastingWith(['#ffffff', '#d0ebff'], '#868e96');
    expect(contrastRatio(readable, '#ffffff')).toBeGreaterThan(minimumTextContrast);
    expect(contrastRatio(readable, '#d0ebff')).toBeGreaterThan(minimumTextContrast);
    expect(contrastRatio(readable, '#d0ebff')).toBeLessThan(nearMinimum);
  });

  it('lightens text on a dark background', () => {
    const readable = contrastingWith(['#242424'], '#828282');
    expect(contrastRatio(readable, '#242424')).toBeGreaterThan(minimumTextContrast);
    expect(contrastRatio(readable, '#242424')).toBeLessThan(nearMinimum);
    expect(contrastRatio(readable, '#000000')).toBeGreaterThan(contrastRatio('#828282', '#000000'));
  });

  it('darkens a background under white text', () => {
    const readable = contrastingWith(['#ffffff'], '#40c057');
    expect(contrastRatio('#ffffff', readable)).toBeGreaterThan(minimumTextContrast);
    expect(contrastRatio('#ffffff', readable)).toBeLessThan(nearMinimum);
  });

  it('says so when no mix of the color can pass against backgrounds on both sides of it', () => {
    expect(() => contrastingWith(['#ffffff', '#222222'], '#808080')).toThrow(
      'No shade of #808080 contrasts enough with all of #ffffff, #222222',
    );
  });
});

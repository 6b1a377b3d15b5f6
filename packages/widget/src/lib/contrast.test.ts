import { describe, expect, it } from 'vitest';
import { contrastRatio, DARK_TEXT, LIGHT_TEXT, parseHexColor, readableTextColor } from './contrast';

describe('readableTextColor', () => {
  it('puts white on dark colours and near-black on light ones', () => {
    expect(readableTextColor('#000000')).toBe(LIGHT_TEXT);
    expect(readableTextColor('#1a73e8')).toBe(LIGHT_TEXT);
    expect(readableTextColor('#ffffff')).toBe(DARK_TEXT);
    expect(readableTextColor('#ffeb3b')).toBe(DARK_TEXT);
    expect(readableTextColor('#fc0')).toBe(DARK_TEXT);
  });

  it('picks whichever of the two has the better WCAG ratio', () => {
    for (const color of ['#777777', '#e53935', '#43a047', '#00bcd4', '#8e24aa', '#ff9800']) {
      const chosen = readableTextColor(color);
      const other = chosen === LIGHT_TEXT ? DARK_TEXT : LIGHT_TEXT;
      expect(contrastRatio(color, chosen)).toBeGreaterThanOrEqual(contrastRatio(color, other));
    }
  });

  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(parseHexColor('not a colour')).toBeNull();
  });
});

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#abc' → '#aabbcc'; null when the text is not a hex colour (yet). */
export function toSixDigitHex(value: string): string | null {
  const color = value.trim();
  if (!HEX.test(color)) return null;
  if (color.length === 7) return color.toLowerCase();
  const [, r, g, b] = color.toLowerCase();
  return `#${r}${r}${g}${g}${b}${b}`;
}

/** Dark or white text, whichever reads better on the colour (WCAG relative luminance). */
export function readableTextColor(background: string): string {
  const hex = toSixDigitHex(background) ?? '#000000';
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.4 ? '#0f172a' : '#ffffff';
}

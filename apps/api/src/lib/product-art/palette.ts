/** Colour arithmetic for the generated product illustrations. */
export type Rgb = [number, number, number];

export interface Palette {
  base: string;
  light: string;
  shade: string;
  deep: string;
  /** A detail colour that stands out on `base` (text, stitching, buttons). */
  ink: string;
  bgFrom: string;
  bgTo: string;
}

export function parseHex(hex: string): Rgb {
  const clean = /^#?([0-9a-f]{6})$/i.exec(hex.trim())?.[1] ?? '888888';
  return [0, 2, 4].map((i) => parseInt(clean.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) =>
  `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Mixes `hex` with `other` by `amount` (0 keeps `hex`, 1 gives `other`). */
export function mix(hex: string, other: string, amount: number): string {
  const a = parseHex(hex);
  const b = parseHex(other);
  return toHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * amount) as Rgb);
}

export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function toHsl(hex: string): { h: number; s: number; l: number } {
  const [r, g, b] = parseHex(hex).map((v) => v / 255) as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: h * 60, s, l };
}

export function hsl(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return toHex([f(0) * 255, f(8) * 255, f(4) * 255]);
}

/**
 * The palette of one illustration: the product colour with its light and dark shades, and a
 * soft background of the same hue. Greys, blacks and whites borrow the fallback hue instead,
 * so a black phone still sits on a friendly colour rather than on a grey box.
 */
export function paletteFor(hex: string, fallbackHue: number): Palette {
  const base = toHex(parseHex(hex));
  const { h, s } = toHsl(base);
  const lum = luminance(base);
  const hue = s < 0.18 ? fallbackHue : h;
  const dark = lum < 0.05;
  return {
    base,
    light: mix(base, '#ffffff', dark ? 0.22 : 0.38),
    shade: dark ? mix(base, '#ffffff', 0.1) : mix(base, '#000000', 0.2),
    deep: dark ? mix(base, '#ffffff', 0.28) : mix(base, '#000000', 0.42),
    ink: lum > 0.45 ? '#1f2937' : '#f8fafc',
    bgFrom: hsl(hue, 0.7, 0.96),
    bgTo: hsl(hue, 0.5, 0.85),
  };
}

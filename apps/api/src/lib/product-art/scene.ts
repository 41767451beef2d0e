import type { Palette } from './palette';

/** What one illustration shows; `title` and `subtitle` are used by book covers. */
export interface ArtSpec {
  kind: string;
  color: string;
  /** Background hue (0-360) for neutral product colours, e.g. one per category. */
  fallbackHue: number;
  title?: string;
  subtitle?: string;
}

export type Draw = (p: Palette, spec: ArtSpec) => string;

/** A kind of product: how to draw it, and where its shadow falls (centre y, half width). */
export interface ArtKind {
  draw: Draw;
  floor: [number, number];
}

export const SIZE = 1200;

/** Shared gradients: the object's volume, a dark glass screen, wood and a soft floor shadow. */
function defs(p: Palette): string {
  return `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bgFrom}"/><stop offset="1" stop-color="${p.bgTo}"/></linearGradient>
<radialGradient id="halo" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.8"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<linearGradient id="body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="0.55" stop-color="${p.base}"/><stop offset="1" stop-color="${p.shade}"/></linearGradient>
<linearGradient id="side" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.base}"/><stop offset="1" stop-color="${p.shade}"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e293b"/><stop offset="1" stop-color="#0b1220"/></linearGradient>
<linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.deep}"/></linearGradient>
<linearGradient id="wood" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#c08a5a"/><stop offset="1" stop-color="#8d5b34"/></linearGradient>
<radialGradient id="floor"><stop offset="0" stop-color="#0f172a" stop-opacity="0.28"/><stop offset="0.6" stop-color="#0f172a" stop-opacity="0.12"/><stop offset="1" stop-color="#0f172a" stop-opacity="0"/></radialGradient>
</defs>`;
}

/** The whole picture: background, halo, floor shadow and the object, as a square SVG. */
export function scene(kind: ArtKind, p: Palette, spec: ArtSpec): string {
  const [floorY, floorRx] = kind.floor;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 400 400">${defs(p)}
<rect width="400" height="400" fill="url(#bg)"/>
<circle cx="200" cy="190" r="175" fill="url(#halo)"/>
<ellipse cx="200" cy="${floorY}" rx="${floorRx + 16}" ry="16" fill="url(#floor)"/>
${kind.draw(p, spec)}
</svg>`;
}

/** Escapes text for use inside SVG markup. */
export const xml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

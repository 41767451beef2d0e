import { xml, type ArtKind } from './scene';

const SERIF = 'font-family="DejaVu Serif, Liberation Serif, Georgia, serif"';

/** Greedy word wrap: at most `maxLines` lines of about `width` characters. */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/\W*$/, '')}…`;
  return kept;
}

/** A hardback standing upright, its title and author set on the cover. */
export const book: ArtKind = {
  floor: [348, 110],
  draw: (p, spec) => {
    const title = spec.title ?? 'Untitled';
    const size = title.length > 34 ? 19 : title.length > 20 ? 23 : 28;
    const lines = wrap(title, Math.floor(290 / size), 5);
    const top = 150 - ((lines.length - 1) * size * 1.2) / 2;
    const titleText = lines
      .map(
        (line, i) =>
          `<text x="212" y="${(top + i * size * 1.2).toFixed(1)}" text-anchor="middle" ${SERIF} font-size="${size}" font-weight="bold" fill="${p.ink}">${xml(line)}</text>`,
      )
      .join('');
    const author = (spec.subtitle ?? '').toUpperCase();
    return `<rect x="112" y="54" width="206" height="290" rx="3" fill="#f5f0e6"/>
<path d="M304 60 V338 M308 60 V338 M312 60 V338" stroke="#e4dccb" stroke-width="1.5"/>
<rect x="96" y="48" width="206" height="292" rx="4" fill="url(#body)"/>
<rect x="96" y="48" width="16" height="292" fill="${p.shade}"/>
<rect x="124" y="64" width="166" height="260" fill="none" stroke="${p.ink}" stroke-width="1.5" opacity="0.55"/>
<path d="M160 ${top - size - 6} H264 M160 ${top + (lines.length - 1) * size * 1.2 + 18} H264" stroke="${p.ink}" stroke-width="2" opacity="0.7"/>
${titleText}
<circle cx="212" cy="250" r="14" fill="none" stroke="${p.ink}" stroke-width="2" opacity="0.6"/>
<text x="212" y="302" text-anchor="middle" ${SERIF} font-size="${author.length > 18 ? 11 : 13}" letter-spacing="2" fill="${p.ink}" opacity="0.9">${xml(author)}</text>`;
  },
};

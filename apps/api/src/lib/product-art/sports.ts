import type { ArtKind } from './scene';

const pentagon = (cx: number, cy: number, r: number, turn: number) =>
  Array.from({ length: 5 }, (_, i) => {
    const a = ((turn + i * 72 - 90) * Math.PI) / 180;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');

export const football: ArtKind = {
  floor: [306, 96],
  draw: (
    p,
  ) => `<radialGradient id="ballw" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#d1d5db"/></radialGradient>
<clipPath id="ball"><circle cx="200" cy="196" r="100"/></clipPath>
<circle cx="200" cy="196" r="100" fill="url(#ballw)"/>
<g clip-path="url(#ball)" fill="${p.base}" stroke="${p.deep}" stroke-width="2">
  <polygon points="${pentagon(200, 196, 32, 0)}"/>
  ${[0, 1, 2, 3, 4]
    .map((i) => {
      const a = ((i * 72 - 90) * Math.PI) / 180;
      return `<polygon points="${pentagon(200 + 92 * Math.cos(a), 196 + 92 * Math.sin(a), 30, 36)}"/>`;
    })
    .join('')}
</g>
<circle cx="200" cy="196" r="100" fill="none" stroke="#9ca3af" stroke-width="2"/>`,
};

export const basketball: ArtKind = {
  floor: [306, 96],
  draw: (p) => `<circle cx="200" cy="196" r="100" fill="url(#body)"/>
<g fill="none" stroke="${p.deep}" stroke-width="5">
  <path d="M200 96 V296 M100 196 H300"/>
  <path d="M130 125 Q178 196 130 267 M270 125 Q222 196 270 267"/>
</g>`,
};

export const tennisRacket: ArtKind = {
  floor: [340, 120],
  draw: (p) => `<g transform="rotate(-32 200 200)">
  <clipPath id="head"><ellipse cx="200" cy="138" rx="70" ry="92"/></clipPath>
  <g clip-path="url(#head)" stroke="#e5e7eb" stroke-width="2">
    ${Array.from({ length: 11 }, (_, i) => `<path d="M${140 + i * 12} 40 V240"/>`).join('')}
    ${Array.from({ length: 15 }, (_, i) => `<path d="M120 ${56 + i * 12} H280"/>`).join('')}
  </g>
  <ellipse cx="200" cy="138" rx="74" ry="96" fill="none" stroke="url(#body)" stroke-width="14"/>
  <path d="M170 226 L192 282 M230 226 L208 282" stroke="${p.base}" stroke-width="12" stroke-linecap="round"/>
  <rect x="189" y="278" width="22" height="90" rx="8" fill="${p.deep}"/>
  <path d="M189 296 l22 -8 M189 316 l22 -8 M189 336 l22 -8" stroke="${p.shade}" stroke-width="3"/>
</g>
<circle cx="300" cy="300" r="26" fill="#d9f99d"/>
<path d="M278 288 Q300 300 322 288 M278 312 Q300 300 322 312" fill="none" stroke="#ffffff" stroke-width="3"/>`,
};

export const badmintonRacket: ArtKind = {
  floor: [340, 120],
  draw: (p) => `<g transform="rotate(-30 200 200)">
  <clipPath id="head"><ellipse cx="200" cy="112" rx="52" ry="66"/></clipPath>
  <g clip-path="url(#head)" stroke="#e5e7eb" stroke-width="1.6">
    ${Array.from({ length: 10 }, (_, i) => `<path d="M${152 + i * 11} 40 V190"/>`).join('')}
    ${Array.from({ length: 13 }, (_, i) => `<path d="M140 ${50 + i * 11} H260"/>`).join('')}
  </g>
  <ellipse cx="200" cy="112" rx="55" ry="69" fill="none" stroke="url(#body)" stroke-width="8"/>
  <path d="M200 180 V300" stroke="${p.base}" stroke-width="6"/>
  <rect x="190" y="290" width="20" height="80" rx="8" fill="${p.deep}"/>
</g>
<path d="M276 262 L316 262 L306 316 L286 316 Z" fill="#ffffff" stroke="#d1d5db" stroke-width="2"/>
<circle cx="296" cy="322" r="12" fill="#f5deb3"/>`,
};

export const dumbbell: ArtKind = {
  floor: [282, 150],
  draw: (p) => `<rect x="104" y="188" width="192" height="20" rx="8" fill="#9ca3af"/>
<path d="M170 192 V204 M180 192 V204 M190 192 V204 M200 192 V204 M210 192 V204 M220 192 V204 M230 192 V204" stroke="#6b7280" stroke-width="2"/>
<rect x="100" y="132" width="34" height="132" rx="10" fill="url(#body)"/>
<rect x="70" y="150" width="32" height="96" rx="10" fill="${p.shade}"/>
<rect x="266" y="132" width="34" height="132" rx="10" fill="url(#body)"/>
<rect x="298" y="150" width="32" height="96" rx="10" fill="${p.shade}"/>`,
};

export const yogaMat: ArtKind = {
  floor: [290, 150],
  draw: (p) => `<path d="M300 276 H370 V290 H300 Z" fill="${p.shade}"/>
<rect x="110" y="176" width="200" height="104" rx="8" fill="url(#body)"/>
<ellipse cx="306" cy="228" rx="30" ry="52" fill="${p.base}"/>
<ellipse cx="110" cy="228" rx="30" ry="52" fill="${p.shade}"/>
<path d="M110 228 m-4 0 a6 8 0 1 1 10 0 a12 16 0 1 1 -20 0 a18 26 0 1 1 30 0" fill="none" stroke="${p.light}" stroke-width="3"/>
<rect x="190" y="174" width="18" height="108" fill="${p.ink}" opacity="0.35"/>`,
};

export const helmet: ArtKind = {
  floor: [282, 136],
  draw: (p) => `<path d="M78 250 Q76 118 200 106 Q324 118 326 242 Q328 264 300 264 H106 Q78 264 78 250 Z" fill="url(#body)"/>
<g fill="#1f2937" opacity="0.75">
  <rect x="128" y="140" width="26" height="56" rx="12" transform="rotate(-24 141 168)"/>
  <rect x="178" y="126" width="24" height="60" rx="12"/>
  <rect x="226" y="128" width="24" height="60" rx="12" transform="rotate(18 238 158)"/>
  <rect x="270" y="152" width="22" height="48" rx="11" transform="rotate(36 281 176)"/>
</g>
<path d="M78 244 Q200 226 326 240 L326 254 Q200 242 80 260 Z" fill="${p.deep}"/>
<path d="M120 264 L150 330 M280 264 L250 330" stroke="#374151" stroke-width="4"/>`,
};

export const bottle: ArtKind = {
  floor: [338, 64],
  draw: (p) => `<rect x="162" y="112" width="76" height="224" rx="24" fill="url(#side)"/>
<rect x="172" y="80" width="56" height="38" rx="10" fill="#1f2937"/>
<path d="M214 84 Q240 70 240 96" fill="none" stroke="#1f2937" stroke-width="6"/>
<rect x="162" y="190" width="76" height="60" fill="${p.ink}" opacity="0.22"/>`,
};

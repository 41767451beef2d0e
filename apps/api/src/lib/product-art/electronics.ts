import type { ArtKind } from './scene';

const FONT = 'font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"';

export const phone: ArtKind = {
  floor: [340, 110],
  draw: (p) => `<clipPath id="scr"><rect x="109" y="88" width="110" height="244" rx="21"/></clipPath>
<g transform="rotate(9 236 190)">
  <rect x="175" y="62" width="122" height="256" rx="26" fill="url(#body)"/>
  <rect x="187" y="76" width="56" height="56" rx="16" fill="${p.shade}"/>
  <circle cx="202" cy="91" r="10" fill="#0f172a" stroke="${p.deep}" stroke-width="3"/>
  <circle cx="228" cy="91" r="10" fill="#0f172a" stroke="${p.deep}" stroke-width="3"/>
  <circle cx="202" cy="117" r="10" fill="#0f172a" stroke="${p.deep}" stroke-width="3"/>
  <circle cx="228" cy="117" r="4" fill="#fef3c7"/>
</g>
<rect x="103" y="82" width="122" height="256" rx="26" fill="${p.deep}"/>
<rect x="109" y="88" width="110" height="244" rx="21" fill="url(#glass)"/>
<g clip-path="url(#scr)">
  <circle cx="110" cy="300" r="95" fill="url(#wall)" opacity="0.9"/>
  <circle cx="230" cy="250" r="60" fill="${p.light}" opacity="0.5"/>
</g>
<rect x="148" y="96" width="32" height="10" rx="5" fill="#000"/>
<text x="164" y="160" text-anchor="middle" ${FONT} font-size="30" font-weight="bold" fill="#f8fafc">9:41</text>
<text x="164" y="180" text-anchor="middle" ${FONT} font-size="10" fill="#cbd5e1">Monday, June 10</text>`,
};

export const laptop: ArtKind = {
  floor: [292, 170],
  draw: (p) => `<clipPath id="lcd"><rect x="88" y="98" width="224" height="140" rx="4"/></clipPath>
<rect x="78" y="88" width="244" height="162" rx="12" fill="${p.deep}"/>
<rect x="88" y="98" width="224" height="140" rx="4" fill="url(#glass)"/>
<g clip-path="url(#lcd)">
  <path d="M88 200 Q150 150 210 185 T312 160 V238 H88 Z" fill="url(#wall)"/>
  <path d="M88 222 Q170 190 240 215 T312 205 V238 H88 Z" fill="${p.light}" opacity="0.55"/>
</g>
<circle cx="200" cy="93" r="2" fill="#0f172a"/>
<path d="M54 252 H346 L366 276 Q368 284 358 284 H42 Q32 284 34 276 Z" fill="url(#body)"/>
<rect x="34" y="280" width="332" height="7" rx="3.5" fill="${p.shade}"/>
<rect x="172" y="252" width="56" height="5" rx="2.5" fill="${p.shade}"/>`,
};

export const tablet: ArtKind = {
  floor: [316, 150],
  draw: (p) => `<clipPath id="tab"><rect x="74" y="112" width="236" height="176" rx="10"/></clipPath>
<g transform="rotate(-7 240 180)">
  <rect x="108" y="70" width="250" height="190" rx="20" fill="url(#body)"/>
  <rect x="320" y="82" width="26" height="26" rx="8" fill="${p.shade}"/>
  <circle cx="333" cy="95" r="7" fill="#0f172a"/>
</g>
<rect x="66" y="104" width="252" height="192" rx="18" fill="${p.deep}"/>
<rect x="74" y="112" width="236" height="176" rx="10" fill="url(#glass)"/>
<g clip-path="url(#tab)">
  <circle cx="300" cy="300" r="130" fill="url(#wall)" opacity="0.85"/>
  ${[0, 1, 2, 3].map((i) => `<rect x="${96 + i * 52}" y="132" width="34" height="34" rx="9" fill="${['#f97316', '#22c55e', '#3b82f6', '#eab308'][i]}"/>`).join('')}
  ${[0, 1, 2].map((i) => `<rect x="${96 + i * 52}" y="184" width="34" height="34" rx="9" fill="${['#a855f7', '#ef4444', '#14b8a6'][i]}"/>`).join('')}
</g>
<rect x="300" y="60" width="8" height="120" rx="4" transform="rotate(28 304 120)" fill="#f8fafc" stroke="#cbd5e1"/>`,
};

export const headphones: ArtKind = {
  floor: [306, 110],
  draw: (p) => `<path d="M112 220 C108 90 292 90 288 220" fill="none" stroke="${p.base}" stroke-width="18" stroke-linecap="round"/>
<path d="M126 206 C124 112 276 112 274 206" fill="none" stroke="${p.deep}" stroke-width="6" stroke-linecap="round" opacity="0.7"/>
<rect x="102" y="176" width="20" height="34" rx="6" fill="${p.shade}"/>
<rect x="278" y="176" width="20" height="34" rx="6" fill="${p.shade}"/>
<rect x="80" y="196" width="60" height="104" rx="28" fill="url(#body)"/>
<rect x="128" y="204" width="22" height="88" rx="11" fill="${p.deep}"/>
<rect x="260" y="196" width="60" height="104" rx="28" fill="url(#body)"/>
<rect x="250" y="204" width="22" height="88" rx="11" fill="${p.deep}"/>
<circle cx="290" cy="276" r="3" fill="${p.ink}" opacity="0.7"/>`,
};

export const earbuds: ArtKind = {
  floor: [300, 140],
  draw: (p) => `<rect x="70" y="170" width="160" height="124" rx="50" fill="url(#body)"/>
<path d="M72 214 H228" stroke="${p.shade}" stroke-width="3"/>
<circle cx="150" cy="252" r="4" fill="#22c55e"/>
${[262, 316]
  .map(
    (x, i) => `<g transform="rotate(${i ? 14 : -6} ${x} 230)">
  <rect x="${x - 9}" y="214" width="18" height="72" rx="9" fill="url(#side)"/>
  <circle cx="${x}" cy="206" r="27" fill="url(#body)"/>
  <circle cx="${x + (i ? 9 : -9)}" cy="200" r="11" fill="${p.deep}"/>
</g>`,
  )
  .join('')}`,
};

export const watch: ArtKind = {
  floor: [368, 70],
  draw: (p) => `<rect x="158" y="36" width="84" height="110" rx="18" fill="url(#body)"/>
<rect x="158" y="250" width="84" height="114" rx="18" fill="url(#body)"/>
${[290, 312, 334].map((y) => `<circle cx="200" cy="${y}" r="4" fill="${p.deep}"/>`).join('')}
<rect x="262" y="170" width="10" height="30" rx="4" fill="${p.deep}"/>
<rect x="134" y="116" width="132" height="160" rx="38" fill="#1f2937" stroke="${p.shade}" stroke-width="6"/>
<rect x="146" y="128" width="108" height="136" rx="28" fill="url(#glass)"/>
<circle cx="200" cy="214" r="30" fill="none" stroke="#ef4444" stroke-width="7" stroke-dasharray="150 40" stroke-linecap="round"/>
<circle cx="200" cy="214" r="20" fill="none" stroke="#22c55e" stroke-width="7" stroke-dasharray="90 40" stroke-linecap="round"/>
<text x="200" y="170" text-anchor="middle" ${FONT} font-size="22" font-weight="bold" fill="#f8fafc">10:09</text>`,
};

export const camera: ArtKind = {
  floor: [300, 140],
  draw: (p) => `<path d="M148 142 L164 112 H236 L252 142 Z" fill="${p.shade}"/>
<rect x="70" y="138" width="260" height="154" rx="20" fill="url(#body)"/>
<rect x="70" y="180" width="260" height="82" fill="${p.deep}" opacity="0.35"/>
<rect x="272" y="124" width="32" height="14" rx="5" fill="${p.deep}"/>
<rect x="90" y="152" width="36" height="18" rx="4" fill="#f1f5f9" opacity="0.85"/>
<circle cx="200" cy="216" r="64" fill="#111827"/>
<circle cx="200" cy="216" r="50" fill="#1f2937" stroke="#374151" stroke-width="4"/>
<circle cx="200" cy="216" r="32" fill="url(#glass)"/>
<circle cx="200" cy="216" r="18" fill="${p.deep}" opacity="0.6"/>
<circle cx="188" cy="203" r="8" fill="#ffffff" opacity="0.45"/>`,
};

export const tv: ArtKind = {
  floor: [306, 150],
  draw: (p) => `<clipPath id="tvs"><rect x="46" y="76" width="308" height="184"/></clipPath>
<rect x="40" y="70" width="320" height="196" rx="8" fill="#111827"/>
<rect x="46" y="76" width="308" height="184" fill="url(#wall)"/>
<g clip-path="url(#tvs)">
  <circle cx="280" cy="130" r="26" fill="#fef3c7" opacity="0.9"/>
  <path d="M46 230 L130 150 L190 210 L250 160 L354 240 V260 H46 Z" fill="${p.deep}"/>
  <path d="M46 250 L150 200 L230 240 L354 215 V260 H46 Z" fill="${p.shade}" opacity="0.8"/>
</g>
<rect x="176" y="266" width="48" height="20" fill="#1f2937"/>
<rect x="130" y="284" width="140" height="10" rx="5" fill="#1f2937"/>`,
};

export const speaker: ArtKind = {
  floor: [318, 86],
  draw: (
    p,
  ) => `<pattern id="dots" width="9" height="9" patternUnits="userSpaceOnUse"><circle cx="4.5" cy="4.5" r="1.7" fill="${p.deep}" opacity="0.55"/></pattern>
<rect x="130" y="92" width="140" height="222" rx="42" fill="url(#side)"/>
<rect x="130" y="92" width="140" height="222" rx="42" fill="url(#dots)"/>
<ellipse cx="200" cy="106" rx="62" ry="13" fill="${p.light}"/>
<circle cx="178" cy="106" r="4" fill="${p.deep}"/><circle cx="200" cy="106" r="4" fill="${p.deep}"/><circle cx="222" cy="106" r="4" fill="${p.deep}"/>
<rect x="172" y="270" width="56" height="12" rx="6" fill="${p.ink}" opacity="0.75"/>`,
};

export const gamepad: ArtKind = {
  floor: [300, 120],
  draw: (
    p,
  ) => `<path d="M110 170 Q122 140 162 146 H238 Q278 140 290 170 L318 258 Q326 292 296 292 Q280 292 266 270 L250 244 H150 L134 270 Q120 292 104 292 Q74 292 82 258 Z" fill="url(#body)"/>
<rect x="132" y="176" width="36" height="12" rx="3" fill="${p.deep}"/><rect x="144" y="164" width="12" height="36" rx="3" fill="${p.deep}"/>
<circle cx="252" cy="166" r="7" fill="#22c55e"/><circle cx="268" cy="182" r="7" fill="#ef4444"/>
<circle cx="236" cy="182" r="7" fill="#3b82f6"/><circle cx="252" cy="198" r="7" fill="#eab308"/>
<circle cx="176" cy="226" r="17" fill="${p.deep}"/><circle cx="224" cy="226" r="17" fill="${p.deep}"/>
<circle cx="176" cy="226" r="9" fill="${p.shade}"/><circle cx="224" cy="226" r="9" fill="${p.shade}"/>`,
};

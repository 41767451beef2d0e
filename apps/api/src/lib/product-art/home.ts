import type { ArtKind } from './scene';

export const lamp: ArtKind = {
  floor: [326, 80],
  draw: (
    p,
  ) => `<radialGradient id="glow" cx="0.5" cy="0.3" r="0.6"><stop offset="0" stop-color="#fde68a" stop-opacity="0.9"/><stop offset="1" stop-color="#fde68a" stop-opacity="0"/></radialGradient>
<ellipse cx="200" cy="230" rx="120" ry="70" fill="url(#glow)"/>
<ellipse cx="200" cy="320" rx="56" ry="12" fill="${p.deep}"/>
<path d="M168 320 Q146 272 178 228 H222 Q254 272 232 320 Z" fill="url(#body)"/>
<rect x="194" y="196" width="12" height="34" fill="#a3a3a3"/>
<path d="M128 206 L156 92 H244 L272 206 Z" fill="#fbf5e6" stroke="#eadfc6" stroke-width="2"/>
<path d="M132 196 H268" stroke="#eadfc6" stroke-width="3"/>`,
};

export const arcLamp: ArtKind = {
  floor: [340, 90],
  draw: (
    p,
  ) => `<path d="M120 330 V150 Q120 60 230 70 Q290 76 300 130" fill="none" stroke="#9ca3af" stroke-width="7" stroke-linecap="round"/>
<ellipse cx="120" cy="332" rx="46" ry="11" fill="${p.deep}"/>
<path d="M256 130 Q300 92 344 130 Z" fill="url(#body)"/>
<path d="M256 130 H344" stroke="${p.shade}" stroke-width="4"/>
<path d="M268 132 L230 330 H370 L332 132 Z" fill="#fde68a" opacity="0.25"/>`,
};

export const chair: ArtKind = {
  floor: [338, 120],
  draw: (
    p,
  ) => `<path d="M128 264 L106 334 M272 264 L294 334 M150 264 L160 330 M250 264 L240 330" stroke="url(#wood)" stroke-width="10" stroke-linecap="round"/>
<path d="M120 112 Q120 82 150 82 H250 Q280 82 280 112 L288 236 H112 Z" fill="url(#body)"/>
<path d="M150 100 V220 M200 96 V220 M250 100 V220" stroke="${p.shade}" stroke-width="3" opacity="0.6"/>
<rect x="96" y="222" width="208" height="46" rx="20" fill="${p.base}"/>
<rect x="96" y="250" width="208" height="18" rx="9" fill="${p.shade}"/>`,
};

export const sofa: ArtKind = {
  floor: [316, 160],
  draw: (p) => `<path d="M90 292 L84 312 M310 292 L316 312" stroke="url(#wood)" stroke-width="9" stroke-linecap="round"/>
<rect x="62" y="134" width="276" height="108" rx="30" fill="url(#body)"/>
<rect x="86" y="150" width="108" height="80" rx="20" fill="${p.light}" opacity="0.45"/>
<rect x="206" y="150" width="108" height="80" rx="20" fill="${p.light}" opacity="0.45"/>
<rect x="82" y="222" width="118" height="44" rx="14" fill="${p.base}"/>
<rect x="200" y="222" width="118" height="44" rx="14" fill="${p.base}" stroke="${p.shade}" stroke-width="2"/>
<rect x="40" y="190" width="54" height="104" rx="24" fill="${p.shade}"/>
<rect x="306" y="190" width="54" height="104" rx="24" fill="${p.shade}"/>
<rect x="62" y="262" width="276" height="32" rx="10" fill="${p.deep}"/>`,
};

export const mug: ArtKind = {
  floor: [310, 100],
  draw: (
    p,
  ) => `<path d="M172 120 q-12 -20 0 -40 M198 116 q-12 -22 0 -44 M224 120 q-12 -20 0 -40" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.8"/>
<path d="M250 176 Q304 176 304 222 Q304 268 250 266" fill="none" stroke="${p.shade}" stroke-width="18"/>
<path d="M130 150 H250 V282 Q250 304 226 304 H154 Q130 304 130 282 Z" fill="url(#side)"/>
<ellipse cx="190" cy="150" rx="60" ry="13" fill="${p.shade}"/>
<ellipse cx="190" cy="151" rx="52" ry="9" fill="#5b3a29"/>
<rect x="150" y="200" width="60" height="48" rx="10" fill="${p.ink}" opacity="0.2"/>`,
};

export const kettle: ArtKind = {
  floor: [318, 120],
  draw: (p) => `<path d="M158 146 Q200 86 242 146" fill="none" stroke="${p.deep}" stroke-width="12" stroke-linecap="round"/>
<path d="M136 230 L78 184 L88 174 L150 204" fill="${p.base}" stroke="${p.shade}" stroke-width="3" stroke-linejoin="round"/>
<path d="M122 300 Q110 196 162 150 H238 Q290 196 278 300 Z" fill="url(#side)"/>
<ellipse cx="200" cy="152" rx="40" ry="9" fill="${p.shade}"/>
<circle cx="200" cy="140" r="8" fill="${p.deep}"/>
<rect x="118" y="292" width="164" height="20" rx="7" fill="${p.deep}"/>
<rect x="186" y="256" width="28" height="10" rx="5" fill="#22c55e" opacity="0.8"/>`,
};

export const vase: ArtKind = {
  floor: [336, 80],
  draw: (p) => `<g fill="#4d7c0f">
  <ellipse cx="168" cy="140" rx="16" ry="48" transform="rotate(-30 168 140)"/>
  <ellipse cx="232" cy="132" rx="16" ry="52" transform="rotate(28 232 132)"/>
  <ellipse cx="200" cy="110" rx="15" ry="58" fill="#65a30d"/>
  <ellipse cx="146" cy="182" rx="12" ry="36" transform="rotate(-60 146 182)" fill="#65a30d"/>
  <ellipse cx="256" cy="180" rx="12" ry="36" transform="rotate(60 256 180)"/>
</g>
<path d="M166 332 Q136 282 158 232 Q170 212 170 200 H230 Q230 212 242 232 Q264 282 234 332 Z" fill="url(#body)"/>
<ellipse cx="200" cy="200" rx="30" ry="7" fill="${p.shade}"/>
<path d="M150 262 Q200 276 250 262" fill="none" stroke="${p.ink}" stroke-width="3" opacity="0.35"/>`,
};

export const cushion: ArtKind = {
  floor: [306, 120],
  draw: (p) => `<path d="M96 110 Q200 92 304 110 Q320 200 304 290 Q200 308 96 290 Q80 200 96 110 Z" fill="url(#body)"/>
<path d="M110 124 Q200 110 290 124 Q302 200 290 276 Q200 290 110 276 Q98 200 110 124 Z" fill="none" stroke="${p.shade}" stroke-width="2" stroke-dasharray="6 5"/>
<path d="M140 160 L260 240 M260 160 L140 240" stroke="${p.ink}" stroke-width="4" opacity="0.18"/>`,
};

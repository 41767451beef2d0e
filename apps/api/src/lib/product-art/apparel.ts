import type { ArtKind } from './scene';

export const tshirt: ArtKind = {
  floor: [340, 100],
  draw: (
    p,
  ) => `<path d="M140 72 L172 60 Q200 92 228 60 L260 72 L328 120 L298 176 L268 158 L268 330 Q200 340 132 330 L132 158 L102 176 L72 120 Z" fill="url(#body)"/>
<path d="M172 60 Q200 96 228 60" fill="none" stroke="${p.shade}" stroke-width="9" stroke-linejoin="round"/>
<path d="M106 168 L80 128" stroke="${p.shade}" stroke-width="3"/><path d="M294 168 L320 128" stroke="${p.shade}" stroke-width="3"/>
<path d="M134 318 Q200 328 266 318" fill="none" stroke="${p.shade}" stroke-width="2" stroke-dasharray="5 4"/>
<circle cx="236" cy="120" r="9" fill="${p.ink}" opacity="0.25"/>`,
};

export const hoodie: ArtKind = {
  floor: [344, 130],
  draw: (
    p,
  ) => `<path d="M138 92 L168 78 H232 L262 92 L312 140 L338 296 L304 306 L282 186 L278 332 Q200 342 122 332 L118 186 L96 306 L62 296 L88 140 Z" fill="url(#body)"/>
<path d="M158 88 Q146 36 200 32 Q254 36 242 88 Q200 112 158 88 Z" fill="${p.shade}"/>
<path d="M172 84 Q170 54 200 52 Q230 54 228 84 Q200 98 172 84 Z" fill="${p.deep}"/>
<path d="M186 96 V150 M214 96 V150" stroke="${p.ink}" stroke-width="3" stroke-linecap="round" opacity="0.8"/>
<path d="M152 246 H248 L262 304 H138 Z" fill="${p.shade}" opacity="0.55"/>
<rect x="60" y="290" width="40" height="18" rx="6" transform="rotate(-8 80 299)" fill="${p.deep}" opacity="0.7"/>
<rect x="300" y="290" width="40" height="18" rx="6" transform="rotate(8 320 299)" fill="${p.deep}" opacity="0.7"/>
<rect x="122" y="318" width="156" height="16" rx="5" fill="${p.deep}" opacity="0.5"/>`,
};

export const jacket: ArtKind = {
  floor: [344, 130],
  draw: (
    p,
  ) => `<path d="M140 78 L174 66 H226 L260 78 L312 130 L340 296 L306 306 L282 180 L280 334 H120 L118 180 L94 306 L60 296 L88 130 Z" fill="url(#body)"/>
<path d="M174 66 L200 110 L226 66 L214 58 H186 Z" fill="${p.deep}"/>
<path d="M174 66 L162 100 L196 124 Z M226 66 L238 100 L204 124 Z" fill="${p.shade}"/>
<path d="M200 110 V334" stroke="${p.deep}" stroke-width="4"/>
<path d="M148 240 L176 230 M252 240 L224 230" stroke="${p.deep}" stroke-width="4" stroke-linecap="round"/>
<path d="M90 140 L64 292 M310 140 L336 292" stroke="${p.ink}" stroke-width="6" opacity="0.75"/>
<rect x="120" y="318" width="160" height="16" fill="${p.deep}" opacity="0.5"/>`,
};

export const sneaker: ArtKind = {
  floor: [304, 170],
  draw: (p) => `<g transform="translate(-20 -16) scale(1.1)">
<path d="M58 262 Q56 294 90 296 H318 Q354 296 352 268 Q351 256 336 256 H72 Q60 256 58 262 Z" fill="#f8fafc" stroke="#e2e8f0" stroke-width="2"/>
<path d="M62 280 H348" stroke="#e2e8f0" stroke-width="3"/>
<path d="M64 262 Q58 200 82 172 Q94 160 114 166 Q140 176 164 170 L182 150 Q194 142 202 154 L214 182 Q260 206 306 218 Q346 228 348 262 Z" fill="url(#body)"/>
<path d="M64 262 Q58 200 82 172 Q90 164 98 168 L112 262 Z" fill="${p.shade}"/>
<path d="M114 166 Q140 176 164 170 L170 184 Q140 192 112 180 Z" fill="${p.deep}"/>
<path d="M112 246 Q190 240 300 214" fill="none" stroke="${p.ink}" stroke-width="8" stroke-linecap="round" opacity="0.85"/>
${[0, 1, 2, 3].map((i) => `<path d="M${184 + i * 15} ${170 + i * 9} l13 -12" stroke="${p.ink}" stroke-width="4" stroke-linecap="round" opacity="0.9"/>`).join('')}
</g>`,
};

export const pants: ArtKind = {
  floor: [346, 100],
  draw: (p) => `<path d="M128 80 H272 L288 338 H214 L200 156 L186 338 H112 Z" fill="url(#body)"/>
<rect x="126" y="60" width="148" height="22" rx="4" fill="${p.shade}"/>
${[142, 176, 224, 258].map((x) => `<rect x="${x}" y="56" width="6" height="28" rx="2" fill="${p.deep}"/>`).join('')}
<path d="M136 84 Q150 120 176 112 M264 84 Q250 120 224 112" fill="none" stroke="#f59e0b" stroke-width="2" stroke-dasharray="4 3" opacity="0.8"/>
<path d="M200 84 V150 Q196 160 188 160" fill="none" stroke="#f59e0b" stroke-width="2" stroke-dasharray="4 3" opacity="0.8"/>
<circle cx="200" cy="71" r="5" fill="#d4a017"/>
<path d="M114 322 H186 M214 322 H286" stroke="${p.deep}" stroke-width="3" opacity="0.6"/>`,
};

export const dress: ArtKind = {
  floor: [346, 120],
  draw: (
    p,
  ) => `<path d="M170 62 L184 56 Q200 80 216 56 L230 62 L238 132 Q240 152 232 162 L304 330 Q200 352 96 330 L168 162 Q160 152 162 132 Z" fill="url(#body)"/>
<path d="M170 62 L166 30 M230 62 L234 30" stroke="${p.shade}" stroke-width="5" stroke-linecap="round"/>
<path d="M164 150 Q200 162 236 150 L234 170 Q200 182 166 170 Z" fill="${p.deep}"/>
<path d="M150 210 L120 320 M200 190 V336 M250 210 L280 320" stroke="${p.shade}" stroke-width="3" opacity="0.5"/>`,
};

export const cap: ArtKind = {
  floor: [282, 140],
  draw: (p) => `<path d="M100 226 Q98 112 200 104 Q302 112 300 226 Z" fill="url(#body)"/>
<path d="M200 106 V224 M150 116 Q136 170 140 224 M250 116 Q264 170 260 224" stroke="${p.shade}" stroke-width="2.5" fill="none"/>
<circle cx="200" cy="106" r="8" fill="${p.shade}"/>
<path d="M96 224 Q200 206 304 224 Q352 232 346 258 Q270 236 200 240 Q130 240 90 250 Q80 230 96 224 Z" fill="${p.shade}"/>
<rect x="172" y="150" width="56" height="34" rx="6" fill="${p.ink}" opacity="0.3"/>`,
};

export const backpack: ArtKind = {
  floor: [330, 110],
  draw: (p) => `<path d="M170 92 Q170 62 200 62 Q230 62 230 92" fill="none" stroke="${p.deep}" stroke-width="10"/>
<rect x="116" y="86" width="168" height="240" rx="54" fill="url(#body)"/>
<path d="M140 130 Q200 110 260 130" fill="none" stroke="${p.deep}" stroke-width="3" stroke-dasharray="6 4"/>
<rect x="140" y="200" width="120" height="106" rx="26" fill="${p.shade}"/>
<path d="M152 222 H248" stroke="${p.deep}" stroke-width="3"/>
<rect x="236" y="216" width="8" height="18" rx="3" fill="${p.ink}" opacity="0.8"/>
<rect x="184" y="250" width="32" height="16" rx="4" fill="${p.ink}" opacity="0.35"/>`,
};

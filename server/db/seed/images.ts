import type { Pictogram } from './catalogue-data';

/**
 * Product pictures drawn on the spot: the category's colour, a simple pictogram of the category and
 * the product's initials. Small (about 1 KB), self-contained SVG: no fonts, images or links from
 * anywhere else, no scripts.
 */

const pictograms: Record<Pictogram, (main: string, dark: string) => string> = {
  produce: (c, d) =>
    `<circle cx="50" cy="58" r="27" fill="${c}"/><path d="M50 31c1-11 9-17 20-17-2 10-9 16-20 17z" fill="${d}"/>`,
  meat: (c) =>
    `<path d="M20 52c0-17 17-28 36-26 19 2 27 15 25 30-2 17-19 25-36 23-17-2-25-13-25-27z" fill="${c}"/><circle cx="60" cy="50" r="8" fill="#fff" opacity=".85"/>`,
  poultry: (c, d) =>
    `<path d="M64 22c14 6 18 24 8 36-8 10-22 12-30 6l-10 10a7 7 0 1 1-9-3 7 7 0 1 1 3-9l10-10c-6-10-2-24 8-30 6-3 14-3 20 0z" fill="${c}"/><circle cx="24" cy="76" r="3" fill="${d}"/>`,
  fish: (c) =>
    `<path d="M14 50c13-17 38-19 55-6l16-11v34L69 56c-17 13-42 11-55-6z" fill="${c}"/><circle cx="29" cy="47" r="3.5" fill="#fff"/>`,
  dairy: (c) =>
    `<path d="M36 22h28l7 13v45H29V35z" fill="${c}"/><path d="M29 36h42" stroke="#fff" stroke-width="3"/><circle cx="50" cy="58" r="8" fill="#fff" opacity=".85"/>`,
  pantry: (c, d) =>
    `<path d="M35 28h30l-4 9c11 7 15 18 13 32-2 9-9 12-24 12s-22-3-24-12c-2-14 2-25 13-32z" fill="${c}"/><path d="M37 37h26" stroke="${d}" stroke-width="4" stroke-linecap="round"/>`,
  bread: (c) =>
    `<path d="M18 58c0-18 15-27 32-27s32 9 32 27v16H18z" fill="${c}"/><path d="M37 43l-4 13M50 41v15M63 43l4 13" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/>`,
  frozen: (c) =>
    `<g stroke="${c}" stroke-width="6" stroke-linecap="round" fill="none"><path d="M50 20v60M24 35l52 30M24 65l52-30"/><path d="M42 24l8 8 8-8M42 76l8-8 8 8"/></g>`,
  drink: (c) =>
    `<path d="M43 16h14v13c9 5 11 12 11 21v30a4 4 0 0 1-4 4H36a4 4 0 0 1-4-4V50c0-9 2-16 11-21z" fill="${c}"/><rect x="32" y="52" width="36" height="14" fill="#fff" opacity=".8"/>`,
  oil: (c) =>
    `<path d="M50 16c11 17 24 30 24 45a24 24 0 0 1-48 0c0-15 13-28 24-45z" fill="${c}"/><path d="M39 62a11 11 0 0 0 9 11" stroke="#fff" stroke-width="4" stroke-linecap="round" fill="none"/>`,
  cleaning: (c) =>
    `<circle cx="40" cy="58" r="18" fill="${c}"/><circle cx="64" cy="38" r="11" fill="${c}" opacity=".7"/><circle cx="67" cy="68" r="7" fill="${c}" opacity=".5"/><circle cx="34" cy="52" r="5" fill="#fff" opacity=".8"/>`,
  disposable: (c, d) =>
    `<path d="M31 32h38l-6 50H37z" fill="${c}"/><rect x="27" y="24" width="46" height="9" rx="3" fill="${d}"/>`,
};

function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b].map((v) => Math.round(Math.min(255, Math.max(0, v ?? 0))).toString(16).padStart(2, '0')).join('')}`;
}

/** `hex` blended towards `target` by `amount` (0 keeps it, 1 becomes the target). */
function mix(hex: string, target: readonly [number, number, number], amount: number): string {
  const rgb = hexToRgb(hex);
  return rgbToHex(rgb.map((v, i) => v + (target[i]! - v) * amount));
}

const minorWords = new Set(['de', 'del', 'la', 'el', 'los', 'las', 'y', 'con', 'en', 'sin', 'para', 'a', 'al']);

/** Up to two initials from the product's words, skipping small words and numbers: "Aceite maravilla 5 L" -> "AM". */
function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word) && !minorWords.has(word.toLowerCase()));
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toLocaleUpperCase('es-CL'))
    .join('');
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The picture of one product, as SVG text. */
export function productSvg(name: string, colour: string, pictogram: Pictogram): string {
  const tint = mix(colour, [255, 255, 255], 0.86);
  const dark = mix(colour, [0, 0, 0], 0.35);
  const label = escapeXml(name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" role="img" aria-label="${label}">` +
    `<title>${label}</title>` +
    `<rect width="160" height="160" rx="16" fill="${tint}"/>` +
    `<g transform="translate(30 8)">${pictograms[pictogram](colour, dark)}</g>` +
    `<text x="80" y="142" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',sans-serif" font-size="24" font-weight="700" fill="${dark}">${escapeXml(initials(name))}</text>` +
    `</svg>`
  );
}

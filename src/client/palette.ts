// The colours charts draw with and legends show: the Okabe–Ito palette, which stays
// distinguishable under the common colour-vision deficiencies. Yellow and black come last:
// yellow is faint on white and black vanishes on a dark background.

/** The eight Okabe–Ito colours, in the order datasets use them. */
export const PALETTE: readonly string[] = [
  '#0072B2', // blue
  '#E69F00', // orange
  '#009E73', // bluish green
  '#D55E00', // vermillion
  '#56B4E9', // sky blue
  '#CC79A7', // reddish purple
  '#F0E442', // yellow
  '#000000', // black
];

/** The colour of the index-th dataset, cycling through PALETTE. */
export function paletteColor(index: number): string {
  const n = PALETTE.length;
  return PALETTE[((Math.trunc(index) % n) + n) % n] ?? '#000000';
}

/** The colour of a series that sums every action not named: a neutral grey, apart from the palette, legible on light and dark backgrounds. */
export const OTHER_COLOR = '#8C8C8C';

/** A series' colour: its own palette position or OTHER_COLOR where it has one, else the palette colour of its index. */
export function seriesColor(color: number | 'other' | undefined, index: number): string {
  if (color === 'other') return OTHER_COLOR;
  return paletteColor(color ?? index);
}

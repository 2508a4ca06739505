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

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

// Darker than the palette's colours: #8C8C8C, as light as reddish purple, came out all but the
// same as it to a deuteranope (CIEDE2000 7.5), and the two stand atop every stacked bar. This one
// is 11.5 from its nearest action colour under any of the three dichromacies, as far as those
// colours are from one another (10.9 at the closest).
/**
 * The colour of a series that sums every action not named: a neutral grey, apart from the palette,
 * at 3:1 at least against light and dark backgrounds (4.95 and 3.82).
 */
export const OTHER_COLOR = '#707070';

/** A series' colour: its own palette position or OTHER_COLOR where it has one, else the palette colour of its index. */
export function seriesColor(color: number | 'other' | undefined, index: number): string {
  if (color === 'other') return OTHER_COLOR;
  return paletteColor(color ?? index);
}

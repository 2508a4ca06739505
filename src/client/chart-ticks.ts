// Which labels a chart's x axis draws where not all of them fit. chart.js's own skipping keeps the
// first label and steps forward from it, so the last one was mostly dropped: the label of the
// period in progress, which says that it has run only to the snapshot's day ("(to the 23rd)"),
// and without it its short bar reads as a drop. These step back from the last label instead.

/** Room (px) kept between two labels drawn side by side. */
export const TICK_GAP = 8;

// chart.js's space between an axis and its labels (ticks.padding, left at its default), which it
// adds to the room it keeps for the last label.
const LABEL_PADDING = 3;

/**
 * The positions of the labels to draw on an axis `length` px long as chart.js first lays it out,
 * given each label's width (`widths`, px): every label where they fit side by side, else the last
 * one and every `step`-th before it, the smallest step at which they fit; oldest first. With
 * `keepFirst` the first label is drawn too, in place of the one nearest it (the first period of a
 * log read from a day on, "(from the 18th)": without its label its short bar read as a quiet one).
 */
export function shownTicks(widths: readonly number[], length: number, gap = TICK_GAP, keepFirst = false): number[] {
  const count = widths.length;
  if (count === 0) return [];
  // The last label is the widest mostly (its second line says how far the period ran): it needs
  // room beside the one before it, not beside each of the others.
  const last = widths[count - 1]!;
  const widest = Math.max(0, ...widths.slice(0, -1));
  const room = count === 1 ? 0 : Math.max(widest, (widest + last) / 2) + gap;
  // chart.js chooses the labels on the axis's first length, then shortens the axis by what of the
  // last label sticks out past its end: its half and padding, less the half slot a bar's label
  // stands in from the end (the first label's half lies over the y axis). A week's labels chosen
  // on 291 px were drawn on 252, and touched on a phone. The slot depends on the length left, so
  // the length is solved for: length - (last / 2 + padding - usable / (2 * count)).
  const overhang = last / 2 + LABEL_PADDING;
  const shortened = (length - overhang) / (1 - 1 / (2 * count));
  const usable = overhang - shortened / (2 * count) > 0 ? shortened : length;
  // Each label is centred on its own slot of usable ÷ count: every step-th one has step slots.
  const step = usable > 0 && Number.isFinite(room) ? Math.max(1, Math.ceil((room * count) / usable)) : count;
  const shown: number[] = [];
  for (let i = count - 1; i >= 0; i -= step) shown.push(i);
  shown.reverse();
  // Moved back to 0, the first label has more room beside the next than it had: they still fit.
  if (keepFirst && shown.length > 1) shown[0] = 0;
  return shown;
}

/**
 * Whether an axis keeps its first label where it skips some (shownTicks' `keepFirst`): a label of
 * two lines, a period only partly read ("2025-10", "(from the 27th)"), and a span of years, the
 * bar that sums a log's earliest years ("1000–2007", yearSeries): dropped, its bar stood one step
 * before "2008" and read as 2007.
 */
export function keepsFirstLabel(label: unknown): boolean {
  return Array.isArray(label) || (typeof label === 'string' && /^\d+–\d+$/.test(label));
}

// The shade of a matrix cell: the more of its strings translated, the stronger its blue (the
// number is always written in it; the shade only helps the eye). The cell carries only its step
// on the scale (`data-shade`, 0 to 30); the style sheet turns it into a colour for each scheme
// (site.css): darker on the light page, lighter on the dark one, where a light page's colours
// kept the least translated cells near white, the brightest thing on the page. An attribute the
// style sheet matches, not a style attribute: a Content-Security-Policy without 'unsafe-inline'
// blocks those.

/** The steps of the scale: one per lightness percent between none and all strings translated (site.css has a rule for each). */
export const SHADE_STEPS = 30;

/** A cell's step on the shade scale (0 to SHADE_STEPS) for a coverage percentage; none where there is no percentage (no strings). */
export function coverageShade(percent: number | null): number | undefined {
  if (percent === null) return undefined;
  const clamped = Math.min(100, Math.max(0, percent));
  return Math.round((clamped * SHADE_STEPS) / 100);
}

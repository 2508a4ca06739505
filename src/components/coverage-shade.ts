// The shade of a matrix cell: the more of its strings translated, the stronger its blue (the
// number is always written in it; the shade only helps the eye). The cell carries only its step
// on the scale (`--shade`, 0 to 30); the style sheet turns it into a colour for each scheme
// (site.css): darker on the light page, lighter on the dark one, where a light page's colours
// kept the least translated cells near white, the brightest thing on the page.

// The steps of the scale: one per lightness percent between none and all strings translated.
const SHADE_STEPS = 30;

/** A cell's style for a coverage percentage; none where there is no percentage (no strings). */
export function coverageShade(percent: number | null): string | undefined {
  if (percent === null) return undefined;
  const clamped = Math.min(100, Math.max(0, percent));
  return `--shade: ${Math.round((clamped * SHADE_STEPS) / 100)}`;
}

// The background of a matrix cell: the more of its strings translated, the darker its blue (the
// number is always written in it; the shade only helps the eye). Dark text on every shade.

/** A cell's style for a coverage percentage; none where there is no percentage (no strings). */
export function coverageShade(percent: number | null): string | undefined {
  if (percent === null) return undefined;
  const clamped = Math.min(100, Math.max(0, percent));
  return `background: hsl(205 75% ${Math.round(97 - clamped * 0.3)}%); color: #1b1f24`;
}

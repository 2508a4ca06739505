// How a project's component × language matrix is printed.

/**
 * The most language columns a matrix prints on portrait paper: A4 at the print style's 7.5 pt
 * holds about 20 before Chromium cuts it off, and landscape about 30. A wider matrix gets landscape
 * pages of its own; a narrower one stays on the page, under its heading.
 */
export const PORTRAIT_MATRIX_LANGUAGES = 12;

/** Whether a matrix of `languages` columns is printed on landscape pages of its own. */
export function matrixPrintsWide(languages: number): boolean {
  return languages > PORTRAIT_MATRIX_LANGUAGES;
}

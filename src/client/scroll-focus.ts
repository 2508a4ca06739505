// A box that scrolls sideways (a year's calendar, a chart's data table on a phone) is written with
// tabindex="0", so that a keyboard can scroll it with JavaScript off as well. Where its content
// fits (a calendar on a desktop screen), that was a tab stop on every contributor page that did
// nothing. This takes such a box out of the tab order while its content fits and puts it back
// while it does not, following its size (a window made narrower, a details element opened).

/** Whether a box's content is wider than the box, so that a keyboard must be able to reach it to scroll it (a pixel of rounding aside). */
export function scrollsSideways(box: { scrollWidth: number; clientWidth: number }): boolean {
  return box.scrollWidth - box.clientWidth > 1;
}

// The attribute that marks a box for this script (Heatmap.astro, Chart.astro).
const SCROLL_FOCUS_ATTRIBUTE = 'data-scroll-focus';

function update(box: HTMLElement): void {
  if (scrollsSideways(box)) box.tabIndex = 0;
  else if (box !== document.activeElement) box.removeAttribute('tabindex');
  // A box that has the focus keeps its tab stop until it loses it: the focus is not taken away.
  else box.addEventListener('focusout', () => update(box), { once: true });
}

const flag = '__atlasScrollFocus';
const scope = globalThis as unknown as Record<string, boolean>;
if (typeof document !== 'undefined' && typeof ResizeObserver === 'function' && !scope[flag]) {
  scope[flag] = true;
  const observer = new ResizeObserver((entries) => {
    // An entry is a box's, or its content's (below): either way the box is measured again.
    for (const entry of entries) update(entry.target.closest<HTMLElement>(`[${SCROLL_FOCUS_ATTRIBUTE}]`)!);
  });
  for (const box of document.querySelectorAll<HTMLElement>(`[${SCROLL_FOCUS_ATTRIBUTE}]`)) {
    // Observing reports a box's size at the start only where it is rendered: not in a closed
    // details element (a chart's data table), which scrolls nothing until it opens, and is
    // reported then. Measured here, such a box made the browser lay out the whole page in this
    // task (0.3 s on a slow laptop on a large instance's /changes/).
    if (box.closest('details:not([open])')) box.removeAttribute('tabindex');
    observer.observe(box);
    // Its content too: a table that widens while its box keeps its size (a reader's text spacing,
    // WCAG 1.4.12, applied to a page already open) came to scroll with no tab stop to reach it.
    if (box.firstElementChild) observer.observe(box.firstElementChild);
  }
}

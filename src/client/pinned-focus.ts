// A table wider than a phone scrolls sideways under its pinned first column (site.css). The
// browser scrolls a link or button that takes the focus only to the scrolling box's edge, which
// that column covers: a keyboard user tabbing back through a row lost sight of the focus
// (WCAG 2.4.11). The box is scrolled on until the focused element clears the pinned cell. A long
// table's header row stays at the top of the window (Sortable.astro) and covers a row the same
// way when the focus moves up through the table: the page is scrolled on until it clears it.

/** How far (px) a box must scroll back for an element starting at `left` to clear a pinned cell ending at `pinnedRight`; 0 where it is clear. */
export function scrollBackToClear(left: number, pinnedRight: number, gap = 4): number {
  return left < pinnedRight ? pinnedRight - left + gap : 0;
}

function keepFocusClear(event: FocusEvent): void {
  const target = event.target;
  // The keyboard's focus only: a link pressed with the mouse takes the focus at the press, and a
  // page scrolled then moved the link from under the pointer before its release, losing the click.
  if (!(target instanceof HTMLElement) || !target.matches(':focus-visible')) return;
  const box = target.closest<HTMLElement>('atlas-sortable, .table-wrap');
  const cell = target.closest<HTMLTableCellElement>('td, th');
  const row = cell?.parentElement;
  if (!box || !cell || !(row instanceof HTMLTableRowElement)) return;
  const pinned = row.cells[0];
  const header = row.parentElement instanceof HTMLTableSectionElement && row.parentElement.tagName === 'TBODY'
    ? row.closest('table')?.tHead?.rows[0]?.cells[0]
    : undefined;
  const pinnedSideways = pinned !== undefined && pinned !== cell && getComputedStyle(pinned).position === 'sticky';
  // Stuck at the top where it fits its width (Sortable.astro); the first cell is sticky sideways anyway.
  const headerStuck = header !== undefined && getComputedStyle(header).position === 'sticky' && getComputedStyle(header).top !== 'auto';
  if (!pinnedSideways && !headerStuck) return;
  // After the browser's own scrolling into view, which comes with the focus.
  requestAnimationFrame(() => {
    const rect = target.getBoundingClientRect();
    if (pinnedSideways) {
      const back = scrollBackToClear(rect.left, pinned.getBoundingClientRect().right);
      if (back > 0) box.scrollLeft -= back;
    }
    if (headerStuck) {
      const up = scrollBackToClear(rect.top, header.getBoundingClientRect().bottom);
      if (up > 0) window.scrollBy(0, -up);
    }
  });
}

const flag = '__atlasPinnedFocus';
const scope = globalThis as unknown as Record<string, boolean>;
if (typeof document !== 'undefined' && !scope[flag]) {
  scope[flag] = true;
  document.addEventListener('focusin', keepFocusClear);
}

// <atlas-sortable>: enhances the <table> inside it. Column headers become buttons that sort the
// rows (aria-sort on the header says how), and with a `data-filter` attribute a search box above
// the table hides rows that do not contain its text. Without JavaScript the table is unchanged.
import { compareCells, fold, foldedRowMatches, sortAnnouncement } from './table-logic.ts';
import { scrollsSideways } from './scroll-focus.ts';

type Direction = 'ascending' | 'descending';

let filterIds = 0;

/** The value a cell sorts by: its data-sort attribute, else its text. */
function sortValue(cell: HTMLTableCellElement | undefined): string {
  if (!cell) return '';
  return cell.dataset['sort'] ?? cell.textContent.trim();
}

/** The <atlas-sortable> element: sortable columns and an optional row filter for its table. */
export class AtlasSortable extends HTMLElement {
  #table: HTMLTableElement | null = null;
  #status: HTMLElement | null = null;
  /** Says a sort to screen readers: focus stays on the header's button, and aria-sort changing there is not announced. */
  #sortStatus: HTMLElement | null = null;
  /** Each row's cell texts as the filter compares them (fold). */
  readonly #folded = new WeakMap<HTMLTableRowElement, string[]>();

  connectedCallback(): void {
    const table = this.querySelector('table');
    if (!table || this.#table === table) return;
    this.#table = table;
    // In the page before any sort, as a live region must be for its changes to be read out.
    const sortStatus = document.createElement('span');
    sortStatus.setAttribute('role', 'status');
    sortStatus.className = 'visually-hidden';
    this.#sortStatus = sortStatus;
    this.prepend(sortStatus);
    this.#enhanceHeaders(table);
    if (this.hasAttribute('data-filter')) this.#addFilter(table);
    // A table that fits its width needs no box of its own to scroll sideways in, and out of one its
    // header row can stay in view while the page scrolls down (Sortable.astro): the headings of a
    // table of 2,000 projects were 20,000 px up the page. One wider than the screen keeps its box.
    if (typeof ResizeObserver === 'function') {
      const fit = () => this.toggleAttribute('data-fits', !scrollsSideways(this));
      fit();
      new ResizeObserver(fit).observe(this);
    }
  }

  /** The header cells of the table's first header row. */
  #headers(table: HTMLTableElement): HTMLTableCellElement[] {
    const row = table.tHead?.rows[0];
    return row ? Array.from(row.cells) : [];
  }

  #enhanceHeaders(table: HTMLTableElement): void {
    for (const th of this.#headers(table)) {
      if (th.tagName !== 'TH' || th.hasAttribute('data-nosort') || th.querySelector(':scope > button')) continue;
      const button = document.createElement('button');
      button.type = 'button';
      button.append(...th.childNodes);
      button.addEventListener('click', () => {
        // A column sorted already turns round; another sorts as it reads best first (largest
        // first for counts and percentages: data-sort-first), else A to Z.
        const current = th.getAttribute('aria-sort');
        const first: Direction = th.dataset['sortFirst'] === 'descending' ? 'descending' : 'ascending';
        this.#sortBy(table, th, current === null ? first : current === 'ascending' ? 'descending' : 'ascending');
      });
      th.append(button);
    }
  }

  #sortBy(table: HTMLTableElement, th: HTMLTableCellElement, direction: Direction): void {
    const index = th.cellIndex;
    for (const body of Array.from(table.tBodies)) {
      const rows = Array.from(body.rows);
      const numeric = th.hasAttribute('data-numeric') || rows.every((r) => {
        const v = r.cells[index]?.dataset['sort'];
        return v !== undefined && v.trim() !== '' && Number.isFinite(Number(v));
      });
      const descending = direction === 'descending';
      // Each row's value read once, not at each of its comparisons (a dataset or textContent read each).
      const keyed = rows.map((row) => ({ row, value: sortValue(row.cells[index]) }));
      keyed.sort((a, b) => compareCells(a.value, b.value, numeric, descending));
      body.append(...keyed.map((entry) => entry.row));
    }
    for (const other of this.#headers(table)) other.removeAttribute('aria-sort');
    th.setAttribute('aria-sort', direction);
    if (this.#sortStatus) this.#sortStatus.textContent = sortAnnouncement(th.textContent, direction, th.hasAttribute('data-numeric'));
  }

  #addFilter(table: HTMLTableElement): void {
    const id = `atlas-filter-${++filterIds}`;
    const wrapper = document.createElement('div');
    wrapper.className = 'atlas-filter';
    const label = document.createElement('label');
    label.htmlFor = id;
    label.textContent = 'Filter rows';
    const input = document.createElement('input');
    input.type = 'search';
    input.id = id;
    // Pages with several tables have several boxes: each is named after its table's caption.
    const caption = table.caption?.textContent?.replace(/\s+/g, ' ').trim();
    if (caption) input.setAttribute('aria-label', `Filter rows of ${caption}`);
    input.autocomplete = 'off';
    const status = document.createElement('span');
    status.setAttribute('role', 'status');
    this.#status = status;
    input.addEventListener('input', () => this.#filter(table, input.value));
    wrapper.append(label, ' ', input, ' ', status);
    table.before(wrapper);
  }

  #filter(table: HTMLTableElement, query: string): void {
    let shown = 0;
    let total = 0;
    const folded = fold(query);
    for (const body of Array.from(table.tBodies)) {
      for (const row of Array.from(body.rows)) {
        // A row's texts do not change: folded once, at the first keystroke (2,000 rows folded again
        // at every key took 56 to 80 ms a key).
        let cells = this.#folded.get(row);
        if (cells === undefined) {
          cells = Array.from(row.cells, (cell) => fold(cell.textContent));
          this.#folded.set(row, cells);
        }
        const match = foldedRowMatches(cells, folded);
        row.hidden = !match;
        total += 1;
        if (match) shown += 1;
      }
    }
    const note = this.dataset['filterNote'];
    if (this.#status) {
      this.#status.textContent = query.trim() === '' ? '' : `${shown.toLocaleString('en')} of ${total.toLocaleString('en')} rows${note ? `: ${note}` : ''}`;
    }
  }
}

if (!customElements.get('atlas-sortable')) customElements.define('atlas-sortable', AtlasSortable);

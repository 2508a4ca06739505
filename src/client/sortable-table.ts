// <atlas-sortable>: enhances the <table> inside it. Column headers become buttons that sort the
// rows (aria-sort on the header says how), and the search box above the table (Sortable.astro
// writes it, hidden without scripts) hides rows that do not contain its text. A long table (isLongTable) shows only its
// first ROWS_SHOWN rows, in the current order, with a button under it that shows the rest: sorting
// and filtering still go over every row. The rows past the first ROWS_SHOWN come hidden in the HTML
// (DataTable.astro), and without JavaScript every row shows; on paper every row the filter keeps
// is printed (the rows held back are hidden on screens only). Once all are asked for, they are
// shown ROWS_PER_FRAME a frame, after a sort or a keystroke too, so that no one task lays out thousands.
import {
  compareCells, filterStatus, fold, foldedRowMatches, isLongTable, nextRevealCap, rowStates, ROWS_PER_FRAME, ROWS_SHOWN, showAllLabel, sortAnnouncement, type RowState,
} from './table-logic.ts';
import { scrollsSideways } from './scroll-focus.ts';

type Direction = 'ascending' | 'descending';

let filterIds = 0;

/** The value a cell sorts by: its data-sort attribute, else its text. */
function sortValue(cell: HTMLTableCellElement | undefined): string {
  if (!cell) return '';
  return cell.dataset['sort'] ?? cell.textContent.trim();
}

/**
 * Puts a body's rows in the order `sorted`, moving only those not already before the row that
 * follows them: each row moved is styled again, and a table sorted again the same way moves none.
 */
function placeInOrder(body: HTMLTableSectionElement, sorted: readonly HTMLTableRowElement[]): void {
  let next: HTMLTableRowElement | null = null;
  for (let i = sorted.length - 1; i >= 0; i--) {
    const row = sorted[i]!;
    if (row.nextElementSibling !== next) body.insertBefore(row, next);
    next = row;
  }
}

/** Runs `work` when the browser is idle (soon, where it cannot tell: Safari), with how long it may take. */
function whenIdle(work: (timeLeft: () => number) => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback((deadline) => work(() => deadline.timeRemaining()));
  else setTimeout(() => {
    const end = performance.now() + 10;
    work(() => end - performance.now());
  }, 50);
}

/** The <atlas-sortable> element: sortable columns and an optional row filter for its table. */
export class AtlasSortable extends HTMLElement {
  #table: HTMLTableElement | null = null;
  #status: HTMLElement | null = null;
  /** Says a sort to screen readers: focus stays on the header's button, and aria-sort changing there is not announced. */
  #sortStatus: HTMLElement | null = null;
  /** Each row's cell texts as the filter compares them (fold). */
  readonly #folded = new WeakMap<HTMLTableRowElement, string[]>();
  /** Each row's state as last set (a row not in it is shown, as it came). */
  readonly #states = new WeakMap<HTMLTableRowElement, RowState>();
  /** The filter's text, folded. */
  #query = '';
  /** How many of the rows the filter keeps are shown: ROWS_SHOWN on a long table until the reader asks for all. */
  #limit = Number.POSITIVE_INFINITY;
  /** The line under a long table with its "Show all" button. */
  #more: HTMLElement | null = null;
  /** How many of the rows the filter keeps may show in this frame, while rows asked for are brought in a frame at a time (nextRevealCap). */
  #cap = Number.POSITIVE_INFINITY;
  /** The frame that shows the next rows, while one is asked for. */
  #frame = 0;
  /** Whether the table is long (isLongTable): one that is not shows every row at once. */
  #long = false;
  /** The row the address came to name while it was held back, brought into view once the rows asked for reach it. */
  #scrollTarget: HTMLTableRowElement | null = null;

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
    const filter = this.querySelector<HTMLElement>(':scope > .atlas-filter');
    if (filter) this.#wireFilter(table, filter);
    const rows = this.#rows(table);
    if (isLongTable(rows.length)) {
      // The rows DataTable.astro held back are known as such, not set again. Its link under the
      // table, which shows every row without the script, names the first of them: the page may
      // have been opened at that address (saved after following it), or the link followed before
      // the script came. Read from the address, not from :target, which Chromium had not applied
      // yet here (every row was asked for, and 100 showed); and the row keeps its id, for the
      // browser to scroll to it. The rows then come in frames, as after "Show all": shown in this
      // task, a fake table of 2,001 rows made a task of 2.2 to 2.4 s as the page opened, in frames
      // 1.2 s at most (on a shared 2-core machine).
      for (const row of rows) if (row.classList.contains('atlas-more')) this.#states.set(row, 'more');
      this.#long = true;
      this.#limit = ROWS_SHOWN;
      // From here the script says which rows show (Sortable.astro), not whether one is the target.
      this.setAttribute('data-rows-held', '');
      this.#addShowAll(table);
      this.#show(table);
      this.#showAddressed(table);
      // The address may come to name that row on the page already open: pasted or edited, an
      // in-page link followed, back or forward to it. The browser finds the row held back (no box)
      // and stays where it was, and the address was read as the script came alone: 100 rows
      // showed, at the top.
      window.addEventListener('hashchange', () => this.#showAddressed(table));
    }
    // A table that fits its width needs no box of its own to scroll sideways in, and out of one its
    // header row can stay in view while the page scrolls down (Sortable.astro): the headings of a
    // table of 2,000 projects were 20,000 px up the page. One wider than the screen keeps its box.
    // Measured in the observer's callback alone, which comes after the browser's own layout: read
    // here, the table's width made the browser lay out all 2,000 rows in this task (1 s on a slow laptop).
    // The table is observed as well as the box: a table that widens while the box keeps its size
    // (a reader's text-spacing style sheet applied once the page is open, as WCAG 1.4.12's
    // bookmarklet does) was still taken to fit, and /languages/ ran 112 px off a 1280 px window.
    if (typeof ResizeObserver === 'function') {
      const observer = new ResizeObserver(() => this.toggleAttribute('data-fits', !scrollsSideways(this)));
      observer.observe(this);
      observer.observe(table);
    }
  }

  /** The rows of the table's bodies, in their order now. */
  #rows(table: HTMLTableElement): HTMLTableRowElement[] {
    return Array.from(table.tBodies).flatMap((body) => Array.from(body.rows));
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
    // A reader who sorts before the row the address named has come stays where the sort puts them.
    this.#scrollTarget = null;
    const index = th.cellIndex;
    const bodies = Array.from(table.tBodies, (body) => {
      const rows = Array.from(body.rows);
      const numeric = th.hasAttribute('data-numeric') || rows.every((r) => {
        const v = r.cells[index]?.dataset['sort'];
        return v !== undefined && v.trim() !== '' && Number.isFinite(Number(v));
      });
      const descending = direction === 'descending';
      // Each row's value read once, not at each of its comparisons (a dataset or textContent read each).
      const keyed = rows.map((row) => ({ row, value: sortValue(row.cells[index]) }));
      keyed.sort((a, b) => compareCells(a.value, b.value, numeric, descending));
      return { body, sorted: keyed.map((entry) => entry.row) };
    });
    // The rows that will not show are hidden before they move, so that moving them costs no style
    // or layout of their cells. A long table shown whole starts again at its first rows, and a
    // reader who sorted it from its header row kept in view far down it (Sortable.astro), past the
    // rows that stay, is taken to its top, where the new order starts, rather than to where the
    // page ends as it shrinks. (Read before anything is written: the page's layout is still current.)
    // Counted among the rows shown now: one still held back for a later frame (by its class, not
    // hidden) has no box, its top 0, and a sort in the frames after "Show all" or a keystroke took
    // a reader at the page's top down to the table.
    const beyond = this.#restartReveal() ? this.#rows(table).filter((row) => (this.#states.get(row) ?? 'shown') === 'shown')[ROWS_PER_FRAME] : undefined;
    const above = beyond !== undefined && beyond.getBoundingClientRect().top < window.innerHeight;
    if (this.#long) this.#show(table, bodies.flatMap((entry) => entry.sorted));
    for (const { body, sorted } of bodies) placeInOrder(body, sorted);
    if (above) this.scrollIntoView();
    for (const other of this.#headers(table)) other.removeAttribute('aria-sort');
    th.setAttribute('aria-sort', direction);
    if (this.#sortStatus) this.#sortStatus.textContent = sortAnnouncement(th.textContent, direction, th.hasAttribute('data-numeric'), {
      ascending: th.dataset['sortAscending'], descending: th.dataset['sortDescending'],
    });
  }

  /** Ties the search box Sortable.astro wrote to its label and its table. */
  #wireFilter(table: HTMLTableElement, wrapper: HTMLElement): void {
    const label = wrapper.querySelector('label');
    const input = wrapper.querySelector('input');
    if (!input) return;
    const id = `atlas-filter-${++filterIds}`;
    input.id = id;
    if (label) label.htmlFor = id;
    // Pages with several tables have several boxes: each is named after its table's caption.
    const caption = table.caption?.textContent?.replace(/\s+/g, ' ').trim();
    if (caption) input.setAttribute('aria-label', `Filter rows of ${caption}`);
    this.#status = wrapper.querySelector('[role="status"]');
    input.addEventListener('input', () => this.#filter(table, input.value));
    // The rows' texts are folded before the first keystroke, which folding 2,000 rows held up by
    // 0.2 to 0.4 s on a slow machine: when the browser is idle, and what is left when the box takes the focus.
    input.addEventListener('focus', () => this.#foldRows(table, () => Number.POSITIVE_INFINITY), { once: true });
    whenIdle((timeLeft) => this.#foldRows(table, timeLeft));
    // Typed into before the script came (the box is shown with the page, the script may come seconds later).
    if (input.value !== '') this.#filter(table, input.value);
  }

  /** A row's cell texts, folded (fold) the first time they are asked for: they do not change. */
  #foldedCells(row: HTMLTableRowElement): string[] {
    let cells = this.#folded.get(row);
    if (cells === undefined) {
      cells = Array.from(row.cells, (cell) => fold(cell.textContent));
      this.#folded.set(row, cells);
    }
    return cells;
  }

  /** Folds the rows not folded yet while `timeLeft()` says there is time, and asks for more idle time for the rest. */
  #foldRows(table: HTMLTableElement, timeLeft: () => number): void {
    for (const row of this.#rows(table)) {
      if (this.#folded.has(row)) continue;
      if (timeLeft() < 1) {
        whenIdle((more) => this.#foldRows(table, more));
        return;
      }
      this.#foldedCells(row);
    }
  }

  #addShowAll(table: HTMLTableElement): void {
    // The line DataTable.astro wrote under the table, its link (which works without the script) made a button.
    let more = this.querySelector<HTMLElement>(':scope > .atlas-more-rows');
    if (!more) {
      more = document.createElement('div');
      more.className = 'atlas-more-rows';
      table.after(more);
    }
    const button = document.createElement('button');
    button.type = 'button';
    button.addEventListener('click', () => {
      const held = this.#showAll(table);
      // The button goes: the focus moves on to the first row it brought, rather than to the page's
      // top. Without scrolling, which would lay out the rows in this task: that row is where the
      // button was, in view.
      const next = held[0]?.querySelector<HTMLElement>('a[href], button, input');
      if (next) next.focus({ preventScroll: true });
      else {
        table.tabIndex = -1;
        table.focus({ preventScroll: true });
      }
    });
    more.replaceChildren(button);
    this.#more = more;
  }

  /** Shows every row the filter keeps, the first ROWS_PER_FRAME held back in this task and the rest in the frames after; returns those that were held back. */
  #showAll(table: HTMLTableElement): HTMLTableRowElement[] {
    const held = this.#rows(table).filter((row) => this.#states.get(row) === 'more');
    this.#limit = Number.POSITIVE_INFINITY;
    this.#cap = nextRevealCap(ROWS_SHOWN, held.length + ROWS_SHOWN);
    this.#show(table);
    return held;
  }

  /**
   * Where the address has come to name a row of the table held back (its link's, the first held
   * back: DataTable.astro), shows every row, as "Show all" does, and brings that row into view as
   * the browser does a page opened at that address (#show, in the frame that shows it: after a
   * sort, it may not be among the first rows brought). A row shown already is the browser's to scroll to.
   */
  #showAddressed(table: HTMLTableElement): void {
    const target = this.#rows(table).find((row) => row.id !== '' && `#${row.id}` === location.hash);
    if (target === undefined || this.#states.get(target) !== 'more') return;
    this.#scrollTarget = target;
    this.#showAll(table);
  }

  /** Where every row the filter keeps is asked for, shows only the first ROWS_PER_FRAME of them in this task and the rest in the frames after. */
  #restartReveal(): boolean {
    if (!this.#long || this.#limit !== Number.POSITIVE_INFINITY) return false;
    this.#cap = ROWS_PER_FRAME;
    return true;
  }

  /** Asks for the next frame to show ROWS_PER_FRAME more rows, where rows asked for are not all shown yet. */
  #revealLater(table: HTMLTableElement, matching: number): void {
    if (this.#frame !== 0 || this.#cap >= Math.min(matching, this.#limit)) return;
    this.#frame = requestAnimationFrame(() => {
      this.#frame = 0;
      this.#cap = nextRevealCap(this.#cap, matching);
      this.#show(table);
    });
  }

  /**
   * Shows the rows the filter keeps, up to the limit, in the order they stand, and hides the
   * others; says how many match, and how many of them show, in the filter's status line. Only
   * rows whose state changes are touched: each change makes the browser style the row again, and
   * a row shown or hidden lays the table out again.
   */
  #show(table: HTMLTableElement, rows = this.#rows(table)): void {
    const query = this.#query;
    const { states, matching } = rowStates(rows.map((row) => query === '' || foldedRowMatches(this.#foldedCells(row), query)), Math.min(this.#limit, this.#cap));
    rows.forEach((row, i) => {
      const state = states[i]!;
      if ((this.#states.get(row) ?? 'shown') === state) return;
      this.#states.set(row, state);
      row.hidden = state === 'filtered';
      row.classList.toggle('atlas-more', state === 'more');
    });
    const shown = Math.min(matching, this.#limit);
    if (this.#more) {
      this.#more.hidden = shown === matching;
      const button = this.#more.querySelector('button');
      if (button) button.textContent = showAllLabel(matching);
    }
    // Here, where every change of the rows shown passes: rewritten by the filter alone, the line
    // still said 'the first 100 shown' after "Show all" had shown the 150 rows it kept.
    // Written only where it changes: a live region written again may be read out again, after each sort.
    // (#query is folded, which leaves '' for a query of spaces, as filterStatus takes it.)
    const status = filterStatus(query, matching, rows.length, shown, this.dataset['filterNote']);
    if (this.#status && this.#status.textContent !== status) this.#status.textContent = status;
    const target = this.#scrollTarget;
    if (target !== null && this.#states.get(target) !== 'more') {
      this.#scrollTarget = null;
      // Its scroll margin (Sortable.astro) keeps it below the header row held in view.
      if (this.#states.get(target) === 'shown') target.scrollIntoView();
    }
    this.#revealLater(table, matching);
  }

  #filter(table: HTMLTableElement, query: string): void {
    this.#scrollTarget = null;
    this.#query = fold(query);
    this.#restartReveal();
    this.#show(table);
  }
}

if (!customElements.get('atlas-sortable')) customElements.define('atlas-sortable', AtlasSortable);

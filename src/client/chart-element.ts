// <atlas-chart>: draws a bar or line chart with chart.js from the JSON in its
// <script type="application/json"> child (see Chart.astro). Only the chart.js parts these two
// chart types need are registered, so the rest of the library is left out of the bundle.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { parseChartData, type ChartData } from './chart-data.ts';
import { configFor, type Kind, type Theme } from './chart-config.ts';
import { legendRoom } from './legend-room.ts';

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Legend, Tooltip);

// The reader's settings that change the style sheet's colours (site.css): light or dark, and more
// contrast (stronger grid lines and text).
const LOOKS = ['(prefers-color-scheme: dark)', '(prefers-contrast: more)'];
// The style sheet's dark colours are for screens: a page printed from the dark scheme is printed
// light, and its charts, drawn once, kept light grey text for white paper.
const PRINT = 'print';

/**
 * Puts the page in its light colours while it is printed (the style sheet's dark scheme leaves out
 * a root marked data-printing). Chromium can lay a page out for paper before a chart hears that
 * print media applies: on beforeprint, which comes first, the charts take the light colours at once.
 */
function markPrinting(printing: boolean): void {
  if (printing) document.documentElement.dataset['printing'] = '';
  else delete document.documentElement.dataset['printing'];
}

/** The page's colours for text beside a chart and for its lines, and the chart's font, as the element sees them now. */
function themeOf(element: Element): Theme {
  const style = getComputedStyle(element);
  // chart.js's own defaults (#666 text, black grid at 10 %) are all but invisible on a dark page.
  return {
    text: style.getPropertyValue('--muted').trim() || '#57606a',
    grid: style.getPropertyValue('--line').trim() || '#d0d7de',
    background: style.getPropertyValue('--bg').trim() || '#ffffff',
    // The element's own font: the page's family, at the size Chart.astro's style gives it in rem,
    // so that it follows the reader's text size (and their minimum size, which Chromium applies here).
    font: { family: style.fontFamily, size: Number.parseFloat(style.fontSize) || 12 },
  };
}

// Charts are drawn as they come near the window, one a task: built all at once, every chart of a
// page (three on /changes/, the last two screens down) made one task of 0.35 to 0.9 s on a slow
// laptop before the reader could scroll.
const MARGIN = '300px 0px';
const queue: AtlasChart[] = [];
let scheduled = false;

/** Draws the first chart waiting, and leaves the next one to a task of its own. */
function drawNext(): void {
  scheduled = false;
  queue.shift()?.draw();
  if (queue.length > 0 && !scheduled) {
    scheduled = true;
    setTimeout(drawNext, 0);
  }
}

/** Puts a chart in the line of those to draw, each in a task of its own. */
function enqueue(chart: AtlasChart): void {
  if (!queue.includes(chart)) queue.push(chart);
  if (!scheduled) {
    scheduled = true;
    setTimeout(drawNext, 0);
  }
}

let nearWindow: IntersectionObserver | undefined;

/** The observer that tells when a chart comes within MARGIN of the window. */
function observer(): IntersectionObserver {
  nearWindow ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      nearWindow?.unobserve(entry.target);
      enqueue(entry.target as AtlasChart);
    }
  }, { rootMargin: MARGIN });
  return nearWindow;
}

/**
 * Gives a chart's element the height its legend needs (legendRoom) through --legend-room, which
 * the style sheet takes where it is more than the chart's own (Chart.astro): a legend of many rows,
 * at 320 px with 32 px text, had half the chart. A property set from a script, which a
 * Content-Security-Policy without 'unsafe-inline' allows, unlike a style attribute in the page.
 */
function makeRoomForLegend(element: HTMLElement, chart: Chart<Kind>): void {
  const legend = chart.legend;
  const room = legend?.options.display && legend.height > 0 ? `${legendRoom(legend.height)}px` : '';
  // Set again only where it changed: each change resizes the chart, which draws it anew.
  if (element.style.getPropertyValue('--legend-room') === room) return;
  if (room === '') element.style.removeProperty('--legend-room');
  else element.style.setProperty('--legend-room', room);
}

/** The <atlas-chart> element: a chart drawn into a canvas it creates, from its embedded JSON, once it comes near the window. */
export class AtlasChart extends HTMLElement {
  #chart: Chart<Kind> | undefined;
  #looks: MediaQueryList[] = [];
  #print: MediaQueryList | undefined;
  #data: ChartData | undefined;
  // The reader switched between light and dark, or asked for more contrast (or no longer does), or
  // the page is being printed (or no longer is): text and lines take the colours (and font) the page has now.
  readonly #onSchemeChange = (): void => {
    if (!this.#chart || !this.#data) return;
    const { options, data } = configFor(this.#data, themeOf(this), () => {});
    // The lines between the parts of a stacked bar are of the page's colour.
    this.#chart.data.datasets.forEach((dataset, i) => {
      const fresh = data.datasets[i];
      if (fresh !== undefined && 'borderColor' in fresh) dataset.borderColor = fresh.borderColor;
    });
    // Options set anew, as chart.js allows: scales, legend and tooltips all carry colours and fonts.
    if (options !== undefined) this.#chart.options = options;
    this.#chart.update('none');
  };
  // Paper has no window to come near: a chart not drawn yet is drawn as printing begins (the
  // printed page leaves out the data tables), in the light colours.
  readonly #onPrintChange = (): void => {
    if (this.#print?.matches && !this.#chart) this.draw();
    else this.#onSchemeChange();
  };
  readonly #onBeforePrint = (): void => {
    markPrinting(true);
    if (!this.#chart) this.draw();
    else this.#onSchemeChange();
  };
  readonly #onAfterPrint = (): void => {
    markPrinting(false);
    this.#onSchemeChange();
  };

  /** The chart.js chart drawn, once it is (for tests and for scripts of a page's own). */
  get chart(): Chart<Kind> | undefined {
    return this.#chart;
  }

  connectedCallback(): void {
    if (this.#chart || this.#data) return;
    const source = this.querySelector(':scope > script[type="application/json"]');
    try {
      this.#data = parseChartData(JSON.parse(source?.textContent ?? ''));
    } catch (error) {
      console.error('atlas-chart: cannot read chart data', error);
      return;
    }
    if (typeof matchMedia === 'function') {
      this.#looks = LOOKS.map((query) => matchMedia(query));
      for (const look of this.#looks) look.addEventListener('change', this.#onSchemeChange);
      this.#print = matchMedia(PRINT);
      this.#print.addEventListener('change', this.#onPrintChange);
    }
    window.addEventListener('beforeprint', this.#onBeforePrint);
    window.addEventListener('afterprint', this.#onAfterPrint);
    if (typeof IntersectionObserver === 'function') observer().observe(this);
    else enqueue(this);
  }

  /** Draws the chart now, if it is not drawn yet (it is drawn as it comes near the window, or printed). */
  draw(): void {
    const data = this.#data;
    if (this.#chart || !data || !this.isConnected) return;
    nearWindow?.unobserve(this);
    const waiting = queue.indexOf(this);
    if (waiting >= 0) queue.splice(waiting, 1);
    const canvas = this.querySelector<HTMLCanvasElement>(':scope > canvas') ?? document.createElement('canvas');
    canvas.setAttribute('role', 'img');
    const name = this.getAttribute('aria-label') ?? this.dataset['label'];
    if (name) canvas.setAttribute('aria-label', name);
    if (!canvas.isConnected) this.append(canvas);
    this.#chart = new Chart(canvas, configFor(data, themeOf(this), (chart) => {
      makeRoomForLegend(this, chart);
      this.dataset['drawn'] = 'true';
    }));
  }

  disconnectedCallback(): void {
    nearWindow?.unobserve(this);
    const waiting = queue.indexOf(this);
    if (waiting >= 0) queue.splice(waiting, 1);
    for (const look of this.#looks) look.removeEventListener('change', this.#onSchemeChange);
    this.#looks = [];
    this.#print?.removeEventListener('change', this.#onPrintChange);
    this.#print = undefined;
    window.removeEventListener('beforeprint', this.#onBeforePrint);
    window.removeEventListener('afterprint', this.#onAfterPrint);
    this.#data = undefined;
    this.#chart?.destroy();
    this.#chart = undefined;
    delete this.dataset['drawn'];
  }
}

if (!customElements.get('atlas-chart')) customElements.define('atlas-chart', AtlasChart);

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
  type CartesianScaleOptions,
  type ChartConfiguration,
  type ChartDataset,
  type FontSpec,
  type Plugin,
  type Scale,
} from 'chart.js';
import { toFont } from 'chart.js/helpers';
import { parseChartData, type ChartData } from './chart-data.ts';
import { shownTicks } from './chart-ticks.ts';
import { seriesColor } from './palette.ts';

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Legend, Tooltip);

type Kind = 'bar' | 'line';

const DARK = '(prefers-color-scheme: dark)';
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

/** The colours of a chart's text and grid lines, from the page's style sheet (which has a dark scheme too). */
interface Theme {
  text: string;
  grid: string;
  /** The page's background, which separates the parts of a stacked bar. */
  background: string;
}

/** The page's colours for text beside a chart and for its lines, as the element sees them now. */
function themeOf(element: Element): Theme {
  const style = getComputedStyle(element);
  // chart.js's own defaults (#666 text, black grid at 10 %) are all but invisible on a dark page.
  return {
    text: style.getPropertyValue('--muted').trim() || '#57606a',
    grid: style.getPropertyValue('--line').trim() || '#d0d7de',
    background: style.getPropertyValue('--bg').trim() || '#ffffff',
  };
}

/** The scale and legend options that carry a theme's colours. */
function themed(theme: Theme, title: string | undefined, stacked: boolean, beginAtZero: boolean, whole = false) {
  return {
    stacked,
    ...(beginAtZero ? { beginAtZero } : {}),
    ticks: { color: theme.text, ...(whole ? { precision: 0 } : {}) },
    grid: { color: theme.grid },
    border: { color: theme.grid },
    ...(title ? { title: { display: true, text: title, color: theme.text } } : {}),
  };
}

/** Keeps the x axis's labels that shownTicks draws, measured in the axis's own font: the last one always. */
function skipTicksFromEnd(scale: Scale): void {
  const { ctx, ticks } = scale;
  ctx.save();
  // Resolved by now: the font object, not a function of the context.
  ctx.font = toFont((scale.options as CartesianScaleOptions).ticks.font as Partial<FontSpec>).string;
  const widths = ticks.map((tick) => Math.max(0, ...[tick.label].flat().map((line) => ctx.measureText(String(line ?? '')).width)));
  ctx.restore();
  // A first label of two lines is a period only partly read ("(from the 18th)"): it is kept too.
  scale.ticks = shownTicks(widths, scale.width, undefined, Array.isArray(ticks[0]?.label)).map((i) => ticks[i]!);
}

/** The chart.js configuration for a ChartData in a theme's colours; `onDrawn` runs after each render. */
function configFor(data: ChartData, theme: Theme, onDrawn: () => void): ChartConfiguration<Kind> {
  const stacked = data.stacked === true;
  const dense = data.labels.length > 60;
  // A line of the page's colour atop each part of a stacked bar, so that parts whose colours come
  // out alike in grey (or to a reader who tells them apart badly) are still parts; not where bars
  // are too thin to spare a pixel.
  const separated = stacked && !dense
    ? { borderColor: theme.background, borderWidth: { top: 1, right: 0, bottom: 0, left: 0 }, borderSkipped: false as const }
    : { borderWidth: 0 };
  const datasets = data.datasets.map((series, i): ChartDataset<Kind> => {
    const color = seriesColor(series.color, i);
    return data.type === 'line'
      ? { type: 'line', label: series.label, data: series.data, borderColor: color, backgroundColor: color, borderWidth: 2, pointRadius: dense ? 0 : 3, tension: 0 }
      : { type: 'bar', label: series.label, data: series.data, backgroundColor: color, ...separated };
  });
  const drawn: Plugin<Kind> = { id: 'atlasDrawn', afterRender: onDrawn };
  // Counts of changes are whole: chart.js puts ticks at 0.1, 0.2, … where the largest is 1.
  const whole = data.datasets.every((series) => series.data.every((value) => value === null || Number.isInteger(value)));
  return {
    type: data.type,
    // chart.js draws a label given as an array on several lines.
    data: { labels: data.labels.map((label) => (label.includes('\n') ? label.split('\n') : label)), datasets },
    plugins: [drawn],
    options: {
      responsive: true,
      maintainAspectRatio: false,
      // The counts are fixed: growing bars only cost frames of 50 to 320 ms each on a slow machine
      // (and were left out for readers who ask for reduced motion anyway).
      animation: false,
      interaction: { mode: 'index', intersect: false },
      color: theme.text,
      scales: {
        x: {
          ...themed(theme, data.xLabel, stacked, false),
          // chart.js's skipping drops the last label, which says the period in progress is only
          // partly counted: the labels kept are chosen from the end back (skipTicksFromEnd), level.
          ticks: { color: theme.text, autoSkip: false, maxRotation: 0 },
          // Drawn between the labels kept, lines ran through bars of periods whose labels were
          // skipped, and paired bars with the wrong label.
          grid: { display: false },
          afterTickToLabelConversion: skipTicksFromEnd,
        },
        // Room over the tallest bar, which otherwise ended at the plot's top edge.
        y: { ...themed(theme, data.yLabel, stacked, true, whole), grace: '5%' },
      },
      // Small colour boxes: chart.js's 40 px ones wrap the legend onto more lines than its names need.
      // A chart by action names its actions, one as well as several.
      plugins: {
        legend: { display: data.datasets.length > 1 || stacked, position: 'bottom', labels: { boxWidth: 14, color: theme.text } },
        // Its title on one line: a label of two lines read "2026-11,(to the 29th)".
        tooltip: {
          // A stacked bar's parts listed top first, as they stand, and their total under them.
          ...(stacked ? { itemSort: (a: { datasetIndex: number }, b: { datasetIndex: number }) => b.datasetIndex - a.datasetIndex } : {}),
          callbacks: {
            title: (items) => (items[0] === undefined ? '' : (data.labels[items[0].dataIndex] ?? '').replace(/\n/g, ' ')),
            ...(stacked ? { footer: (items) => `Total: ${items.reduce((sum, item) => sum + (typeof item.raw === 'number' ? item.raw : 0), 0).toLocaleString('en')}` } : {}),
          },
        },
      },
    },
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

/** The <atlas-chart> element: a chart drawn into a canvas it creates, from its embedded JSON, once it comes near the window. */
export class AtlasChart extends HTMLElement {
  #chart: Chart<Kind> | undefined;
  #scheme: MediaQueryList | undefined;
  #print: MediaQueryList | undefined;
  #data: ChartData | undefined;
  // The reader switched between light and dark, or the page is being printed (or no longer is):
  // text and lines take the colours the page has now.
  readonly #onSchemeChange = (): void => {
    if (!this.#chart || !this.#data) return;
    const { options, data } = configFor(this.#data, themeOf(this), () => {});
    this.#chart.options.color = options?.color;
    // The lines between the parts of a stacked bar are of the page's colour.
    this.#chart.data.datasets.forEach((dataset, i) => {
      const fresh = data.datasets[i];
      if (fresh !== undefined && 'borderColor' in fresh) dataset.borderColor = fresh.borderColor;
    });
    this.#chart.options.scales = options?.scales ?? {};
    if (this.#chart.options.plugins?.legend?.labels && options?.plugins?.legend?.labels) {
      this.#chart.options.plugins.legend.labels.color = options.plugins.legend.labels.color;
    }
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
      this.#scheme = matchMedia(DARK);
      this.#scheme.addEventListener('change', this.#onSchemeChange);
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
    this.#chart = new Chart(canvas, configFor(data, themeOf(this), () => {
      this.dataset['drawn'] = 'true';
    }));
  }

  disconnectedCallback(): void {
    nearWindow?.unobserve(this);
    const waiting = queue.indexOf(this);
    if (waiting >= 0) queue.splice(waiting, 1);
    this.#scheme?.removeEventListener('change', this.#onSchemeChange);
    this.#scheme = undefined;
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

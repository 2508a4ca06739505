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
  type ChartConfiguration,
  type ChartDataset,
  type Plugin,
} from 'chart.js';
import { parseChartData, type ChartData } from './chart-data.ts';
import { seriesColor } from './palette.ts';

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Legend, Tooltip);

type Kind = 'bar' | 'line';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the reader asked for reduced motion. */
function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION).matches;
}

/** The chart.js configuration for a ChartData; `onDrawn` runs after each render. */
function configFor(data: ChartData, onDrawn: () => void): ChartConfiguration<Kind> {
  const stacked = data.stacked === true;
  const dense = data.labels.length > 60;
  const datasets = data.datasets.map((series, i): ChartDataset<Kind> => {
    const color = seriesColor(series.color, i);
    return data.type === 'line'
      ? { type: 'line', label: series.label, data: series.data, borderColor: color, backgroundColor: color, borderWidth: 2, pointRadius: dense ? 0 : 3, tension: 0 }
      : { type: 'bar', label: series.label, data: series.data, borderColor: color, backgroundColor: color };
  });
  const drawn: Plugin<Kind> = { id: 'atlasDrawn', afterRender: onDrawn };
  return {
    type: data.type,
    // chart.js draws a label given as an array on several lines.
    data: { labels: data.labels.map((label) => (label.includes('\n') ? label.split('\n') : label)), datasets },
    plugins: [drawn],
    options: {
      responsive: true,
      maintainAspectRatio: false,
      ...(prefersReducedMotion() ? { animation: false } : {}),
      interaction: { mode: 'index', intersect: false },
      scales: {
        x: { stacked, ...(data.xLabel ? { title: { display: true, text: data.xLabel } } : {}) },
        y: { stacked, beginAtZero: true, ...(data.yLabel ? { title: { display: true, text: data.yLabel } } : {}) },
      },
      // Small colour boxes: chart.js's 40 px ones wrap the legend onto more lines than its names need.
      plugins: { legend: { display: data.datasets.length > 1, position: 'bottom', labels: { boxWidth: 14 } } },
    },
  };
}

/** The <atlas-chart> element: a chart drawn into a canvas it creates, from its embedded JSON. */
export class AtlasChart extends HTMLElement {
  #chart: Chart<Kind> | undefined;
  #motion: MediaQueryList | undefined;
  readonly #onMotionChange = (): void => {
    if (this.#chart && this.#motion?.matches) {
      this.#chart.options.animation = false;
      this.#chart.update('none');
    }
  };

  connectedCallback(): void {
    if (this.#chart) return;
    const source = this.querySelector(':scope > script[type="application/json"]');
    let data: ChartData;
    try {
      data = parseChartData(JSON.parse(source?.textContent ?? ''));
    } catch (error) {
      console.error('atlas-chart: cannot read chart data', error);
      return;
    }
    const canvas = this.querySelector<HTMLCanvasElement>(':scope > canvas') ?? document.createElement('canvas');
    canvas.setAttribute('role', 'img');
    const name = this.getAttribute('aria-label') ?? this.dataset['title'];
    if (name) canvas.setAttribute('aria-label', name);
    if (!canvas.isConnected) this.append(canvas);
    this.#chart = new Chart(canvas, configFor(data, () => {
      this.dataset['drawn'] = 'true';
    }));
    if (typeof matchMedia === 'function') {
      this.#motion = matchMedia(REDUCED_MOTION);
      this.#motion.addEventListener('change', this.#onMotionChange);
    }
  }

  disconnectedCallback(): void {
    this.#motion?.removeEventListener('change', this.#onMotionChange);
    this.#motion = undefined;
    this.#chart?.destroy();
    this.#chart = undefined;
    delete this.dataset['drawn'];
  }
}

if (!customElements.get('atlas-chart')) customElements.define('atlas-chart', AtlasChart);

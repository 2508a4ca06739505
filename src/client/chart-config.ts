// The chart.js configuration <atlas-chart> draws a chart with (chart-element.ts): kept apart from
// the element, which needs a page, so that tests can read the options a chart is given.
import { Chart, type CartesianScaleOptions, type ChartConfiguration, type ChartDataset, type FontSpec, type LegendItem, type Plugin, type Scale, type ScriptableContext } from 'chart.js';
import { toFont } from 'chart.js/helpers';
import { legendLines } from './legend-lines.ts';
import { NUMBER_LOCALE } from '../components/format.ts';
import { NOT_READ, type ChartData } from './chart-data.ts';
import { keepsFirstLabel, shownTicks } from './chart-ticks.ts';
import { seriesColor } from './palette.ts';

/** The two kinds of chart drawn. */
export type Kind = 'bar' | 'line';

/** The colours of a chart's text and grid lines, and its text's font, from the page's style sheet (which has a dark scheme too). */
export interface Theme {
  text: string;
  grid: string;
  /** The page's background, which separates the parts of a stacked bar. */
  background: string;
  /** The page's font family, and the size of a chart's text in px, which follows the reader's text size. */
  font: { family: string; size: number };
}

/** The scale and legend options that carry a theme's colours and font. */
function themed(theme: Theme, title: string | undefined, stacked: boolean, beginAtZero: boolean, whole = false) {
  return {
    stacked,
    ...(beginAtZero ? { beginAtZero } : {}),
    ticks: { color: theme.text, font: theme.font, ...(whole ? { precision: 0 } : {}) },
    grid: { color: theme.grid },
    border: { color: theme.grid },
    ...(title ? { title: { display: true, text: title, color: theme.text, font: theme.font } } : {}),
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
  // A first label of two lines is a period only partly read ("(from the 18th)"), one of years the
  // earliest summed ("1000–2007"): it is kept too.
  scale.ticks = shownTicks(widths, scale.width, undefined, keepsFirstLabel(ticks[0]?.label)).map((i) => ticks[i]!);
  // A lone label ends at its bar rather than being centred on it: centred, chart.js kept half of it
  // beside the last bar as empty plot (at 320 px with 32 px text, 85 px of a 270 px chart, "(to the
  // 30th)" under a plot 60 px wide). Where more are drawn, they stay centred on their bars; so
  // does the label of a chart's only bar (a log read from this morning on), which, ended at the
  // bar's middle, stood under its left half.
  (scale.options as CartesianScaleOptions).ticks.align = scale.ticks.length === 1 && ticks.length > 1 ? 'inner' : 'center';
}

/**
 * The y axis's title shown only on a chart 16 times as wide as its text is tall at least: at 320 px
 * with 24 or 32 px text it took a sixth of the chart's width from a plot of 136 px, saying what the
 * chart's heading and its table's columns say already ("changes").
 */
function yAxis<T extends { title?: Record<string, unknown> }>(options: T, theme: Theme): T {
  if (options.title === undefined) return options;
  return { ...options, title: { ...options.title, display: ({ chart }: { chart: Chart }) => chart.width >= MIN_WIDTH_FOR_Y_TITLE * theme.font.size } };
}

/** How many times the text's size a chart is wide at least to show its y axis's title. */
const MIN_WIDTH_FOR_Y_TITLE = 16;

// chart.js's space between a legend's items, and at its edges.
const LEGEND_PADDING = 10;

/**
 * The legend's items, chart.js's own, with a label wider than the legend broken into lines that
 * fit (legend-lines.ts), each an item of its own: the first with the series' colour box, the
 * others with an empty one, all of the same series (a click on any hides it). chart.js draws a
 * label on one line, centred, and cut at both edges where it is wider than the chart: at 320 px
 * with 32 px text, "ne year before (same", "Translation change". Where a label is broken, the
 * legend's rows start at its left edge, so that a label's lines start under one another: centred
 * each by its own width, "added" stood under the middle of "Translation".
 */
function wrappedLegendItems(chart: Chart, boxWidth: number, font: Theme['font']): LegendItem[] {
  const items = Chart.defaults.plugins.legend.labels.generateLabels(chart);
  const legend = chart.legend as unknown as { maxWidth?: number; options?: { align: 'start' | 'center' } } | undefined;
  const maxWidth = legend?.maxWidth;
  if (legend === undefined || maxWidth === undefined) return items;
  // What is left of a line of the legend for the text beside the box (chart.js's _fitRows).
  const width = maxWidth - boxWidth - font.size / 2 - 2 * LEGEND_PADDING;
  const { ctx } = chart;
  ctx.save();
  ctx.font = toFont(font).string;
  const measure = (line: string) => ctx.measureText(line).width;
  const wrapped = items.flatMap((item) => legendLines(item.text, width, measure).map((line, i): LegendItem =>
    i === 0 ? { ...item, text: line } : { ...item, text: line, fillStyle: 'transparent', strokeStyle: 'transparent', lineWidth: 0 }));
  ctx.restore();
  // Read as the legend places its rows (adjustHitBoxes) and draws them, both after this.
  if (legend.options) legend.options.align = wrapped.length > items.length ? 'start' : 'center';
  return wrapped;
}

/**
 * A stacked bar's tooltip footer: its bucket's total over every series, as the data table's Total
 * column gives it, and what the parts listed add up to where the legend hides some of its count
 * ('Total: 1,411 (1,065 shown)'). chart.js lists the series shown alone: their sum, said as the
 * total, left out what the legend had hidden.
 */
function stackFooter(data: ChartData, items: readonly { dataIndex: number; raw: unknown }[]): string {
  const at = items[0]?.dataIndex;
  if (at === undefined) return '';
  const total = data.datasets.reduce((sum, series) => sum + (series.data[at] ?? 0), 0);
  const shown = items.reduce((sum, item) => sum + (typeof item.raw === 'number' ? item.raw : 0), 0);
  const format = (value: number) => value.toLocaleString(NUMBER_LOCALE);
  return shown === total ? `Total: ${format(total)}` : `Total: ${format(total)} (${format(shown)} shown)`;
}

// The shortest part of a stacked bar, in CSS pixels, that keeps its colour under the line atop it.
const SEPARATED_PART = 4;

/**
 * The width of the line atop a part of a stacked bar `height` CSS pixels tall: 1, or 0 where the
 * part is too short to give a pixel to it.
 */
export function partSeparator(height: number): number {
  // Drawn inside the part, the line took all of a part one or two pixels tall: a year of 422 changes
  // on an axis to 14,000 showed as a few pale lines where seven parts of colour were.
  return height >= SEPARATED_PART ? 1 : 0;
}

// How tall a part of a bar is drawn, in CSS pixels, on its chart's axis of values.
function partHeight({ chart, datasetIndex, raw }: ScriptableContext<'bar'>): number {
  const scale = chart.getDatasetMeta(datasetIndex).vScale;
  if (scale === undefined || typeof raw !== 'number') return 0;
  return Math.abs(scale.getPixelForValue(raw) - scale.getPixelForValue(0));
}

/** The chart.js configuration for a ChartData in a theme's colours; `onDrawn` runs after each render, given the chart. */
export function configFor(data: ChartData, theme: Theme, onDrawn: (chart: Chart<Kind>) => void): ChartConfiguration<Kind> {
  const stacked = data.stacked === true;
  const dense = data.labels.length > 60;
  // A line of the page's colour atop each part of a stacked bar, so that parts whose colours come
  // out alike in grey (or to a reader who tells them apart badly) are still parts; not where bars
  // are too thin to spare a pixel, nor on a part too short to (partSeparator).
  const separated = stacked && !dense
    ? { borderColor: theme.background, borderWidth: (context: ScriptableContext<'bar'>) => ({ top: partSeparator(partHeight(context)), right: 0, bottom: 0, left: 0 }), borderSkipped: false as const }
    : { borderWidth: 0 };
  const datasets = data.datasets.map((series, i): ChartDataset<Kind> => {
    const color = seriesColor(series.color, i);
    return data.type === 'line'
      ? { type: 'line', label: series.label, data: series.data, borderColor: color, backgroundColor: color, borderWidth: 2, pointRadius: dense ? 0 : 3, tension: 0 }
      : { type: 'bar', label: series.label, data: series.data, backgroundColor: color, ...separated };
  });
  const drawn: Plugin<Kind> = { id: 'atlasDrawn', afterRender: (chart) => onDrawn(chart) };
  // Counts of changes are whole: chart.js puts ticks at 0.1, 0.2, … where the largest is 1.
  const boxWidth = Math.round((theme.font.size * 7) / 6);
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
      // chart.js formats ticks and tooltip values in this locale, by default the browser's: a German
      // reader's axis said 1.000 and an Arabic one's ١٬٠٠٠ beside a table of 1,000 (the page is English).
      locale: NUMBER_LOCALE,
      color: theme.text,
      // Every text in the page's font, at the size the style sheet gives a chart (relative to the
      // reader's text size), not chart.js's 12 px Helvetica, which stayed 12 px beside 32 px headings.
      font: theme.font,
      scales: {
        x: {
          ...themed(theme, data.xLabel, stacked, false),
          // chart.js's skipping drops the last label, which says the period in progress is only
          // partly counted: the labels kept are chosen from the end back (skipTicksFromEnd), level.
          ticks: { color: theme.text, font: theme.font, autoSkip: false, maxRotation: 0 },
          // Drawn between the labels kept, lines ran through bars of periods whose labels were
          // skipped, and paired bars with the wrong label.
          grid: { display: false },
          afterTickToLabelConversion: skipTicksFromEnd,
        },
        // Room over the tallest bar, which otherwise ended at the plot's top edge.
        y: { ...yAxis(themed(theme, data.yLabel, stacked, true, whole), theme), grace: '5%' },
      },
      // Small colour boxes: chart.js's 40 px ones wrap the legend onto more lines than its names need
      // (14 px at 12 px text, and as much larger as the text is). A chart by action names its
      // actions, one as well as several.
      plugins: {
        legend: {
          display: data.datasets.length > 1 || stacked,
          position: 'bottom',
          // All the height its rows need: chart.js's limit, half the chart, left the last items
          // of a long legend undrawn and unclickable. The chart grows to give the plot as much
          // (legend-room.ts, chart-element.ts).
          maxHeight: Number.POSITIVE_INFINITY,
          labels: {
            boxWidth,
            padding: LEGEND_PADDING,
            color: theme.text,
            font: theme.font,
            generateLabels: (chart) => wrappedLegendItems(chart, boxWidth, theme.font),
          },
        },
        // Its title on one line: a label of two lines read "2026-11,(to the 29th)".
        tooltip: {
          titleFont: { ...theme.font, weight: 'bold' },
          bodyFont: theme.font,
          footerFont: { ...theme.font, weight: 'bold' },
          // A stacked bar's parts listed top first, as they stand, and their total under them.
          ...(stacked ? { itemSort: (a: { datasetIndex: number }, b: { datasetIndex: number }) => b.datasetIndex - a.datasetIndex } : {}),
          callbacks: {
            title: (items) => (items[0] === undefined ? '' : (data.labels[items[0].dataIndex] ?? '').replace(/\n/g, ' ')),
            // A null value is a period not read (the year before a log read from a day on), as the
            // data table says: chart.js formatted it as 0, a month of no changes.
            label: (item) => `${item.dataset.label ? `${item.dataset.label}: ` : ''}${item.raw === null ? NOT_READ : item.formattedValue}`,
            ...(stacked ? { footer: (items) => stackFooter(data, items) } : {}),
          },
        },
      },
    },
  };
}

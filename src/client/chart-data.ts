// The data a chart is drawn from, as Chart.astro embeds it in the page and <atlas-chart> reads it.
// Kept apart from chart-element.ts so server code can use the type without importing chart.js.

/** One series of a chart: a legend label and one value per chart label; null where nothing is known (a gap in the chart). */
export interface ChartSeries {
  label: string;
  data: (number | null)[];
  /**
   * Its colour: a PALETTE position, or 'other' for a series that sums the rest. Without it the
   * series takes the position it has among the chart's series.
   */
  color?: number | 'other';
}

/**
 * How a null value (a period the snapshot holds nothing about: before its change log begins) is
 * said, in a chart's data table and its tooltip alike: chart.js's tooltip said 0 changes there.
 */
export const NOT_READ = 'not read';

/** What Chart.astro draws: labels along the x axis, one or more series over them. */
export interface ChartData {
  type: 'bar' | 'line';
  /** Stack the series (bars by category, or lines on top of each other). */
  stacked?: boolean;
  /** One per bucket; a line break in a label starts a second line under the axis. */
  labels: string[];
  datasets: ChartSeries[];
  /** Title of the y axis. */
  yLabel?: string;
  /** Title of the x axis, also the heading of the label column in the data table. */
  xLabel?: string;
}

/**
 * The totals of a stacked chart's buckets, for its data table's last column (the parts of a bar
 * added up: what a reader compares bars by); null for a chart not stacked, and for a bucket whose
 * parts were none of them read.
 */
export function stackTotals(data: ChartData): (number | null)[] | null {
  if (!data.stacked || data.datasets.length < 2) return null;
  return data.labels.map((_, i) => {
    const values = data.datasets.map((series) => series.data[i]).filter((value): value is number => typeof value === 'number');
    return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0);
  });
}

/** Whether a chart has anything to draw: a value above 0 in some series. */
export function chartHasValues(data: ChartData): boolean {
  return data.datasets.some((series) => series.data.some((value) => value !== null && value > 0));
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Checks that a parsed JSON value has the ChartData shape; throws a TypeError naming the fault. */
export function parseChartData(value: unknown): ChartData {
  if (!isRecord(value)) throw new TypeError('chart data: not an object');
  const { type, stacked, labels, datasets, yLabel, xLabel } = value;
  if (type !== 'bar' && type !== 'line') throw new TypeError('chart data: type must be "bar" or "line"');
  if (stacked !== undefined && typeof stacked !== 'boolean') throw new TypeError('chart data: stacked must be a boolean');
  if (!Array.isArray(labels) || !labels.every(isString)) throw new TypeError('chart data: labels must be strings');
  if (!Array.isArray(datasets)) throw new TypeError('chart data: datasets must be an array');
  const series = datasets.map((d: unknown, i): ChartSeries => {
    if (!isRecord(d) || !isString(d['label'])) throw new TypeError(`chart data: dataset ${i} needs a label`);
    const data = d['data'];
    if (!Array.isArray(data) || !data.every((n) => typeof n === 'number' || n === null)) {
      throw new TypeError(`chart data: dataset ${i} data must be numbers or null`);
    }
    // A value near the largest a double holds (1.7e308) hung the page: chart.js's 5 % grace over
    // it is Infinity, and its tick loop never ended. Counts are whole numbers far below this.
    if (!data.every((n) => n === null || Math.abs(n as number) <= Number.MAX_SAFE_INTEGER)) {
      throw new TypeError(`chart data: dataset ${i} data must be at most ${Number.MAX_SAFE_INTEGER} either side of 0`);
    }
    const color = d['color'];
    if (color !== undefined && color !== 'other' && !(typeof color === 'number' && Number.isInteger(color) && color >= 0)) {
      throw new TypeError(`chart data: dataset ${i} color must be a palette position or "other"`);
    }
    return { label: d['label'], data: data as (number | null)[], ...(color === undefined ? {} : { color }) };
  });
  if (yLabel !== undefined && !isString(yLabel)) throw new TypeError('chart data: yLabel must be a string');
  if (xLabel !== undefined && !isString(xLabel)) throw new TypeError('chart data: xLabel must be a string');
  return {
    type,
    labels,
    datasets: series,
    ...(stacked === undefined ? {} : { stacked }),
    ...(yLabel === undefined ? {} : { yLabel }),
    ...(xLabel === undefined ? {} : { xLabel }),
  };
}

import { describe, expect, test } from 'vitest';
import { formatNumber } from 'chart.js/helpers';
import { configFor, partSeparator } from '../../src/client/chart-config.ts';
import type { ChartData } from '../../src/client/chart-data.ts';

const theme = { text: '#57606a', grid: '#d0d7de', background: '#ffffff', font: { family: 'system-ui, sans-serif', size: 12 } };

describe('configFor', () => {
  test("draws the line atop a part of a stacked bar only where the part is tall enough to keep its colour under it", () => {
    const data: ChartData = { type: 'bar', stacked: true, labels: ['2024', '2025'], datasets: [{ label: 'Translation added', data: [100, 1400] }, { label: 'Other actions', data: [40, 600] }] };
    const { data: { datasets } } = configFor(data, theme, () => {});
    // An axis of 0 to 14,000 drawn 200 pixels tall: 70 changes a pixel.
    const context = (raw: number) => ({ chart: { getDatasetMeta: () => ({ vScale: { getPixelForValue: (value: number) => 200 - value / 70 } }) }, datasetIndex: 0, raw });
    const width = datasets[0]!.borderWidth as unknown as (c: ReturnType<typeof context>) => { top: number; right: number; bottom: number; left: number };
    // 100 changes are 1.4 pixels: the line took them whole, a pale stroke where the part's colour was.
    expect(width(context(100))).toEqual({ top: 0, right: 0, bottom: 0, left: 0 });
    expect(width(context(1400))).toEqual({ top: 1, right: 0, bottom: 0, left: 0 });
    expect([3.9, 4, 20].map(partSeparator)).toEqual([0, 1, 1]);
    expect(datasets[1]!.borderColor).toBe('#ffffff');
  });

  test("formats the axes' and tooltips' numbers as the pages do (en-US), not in the reader's browser locale", () => {
    const data: ChartData = { type: 'bar', labels: ['2026-05', '2026-06'], datasets: [{ label: 'Last 12 months', data: [812, 1038] }] };
    const { options } = configFor(data, theme, () => {});
    // chart.js formats ticks and tooltip values with Intl.NumberFormat(options.locale): without a
    // locale, a German browser read 1.038 where the table under the chart says 1,038.
    expect(options?.locale).toBe('en-US');
    expect(formatNumber(1038, options!.locale!)).toBe('1,038');
  });

  test("gives a stacked bar's total in the same locale", () => {
    const data: ChartData = { type: 'bar', stacked: true, labels: ['2026-11-29'], datasets: [{ label: 'Translation added', data: [1200] }, { label: 'Other actions', data: [4] }] };
    const { options } = configFor(data, theme, () => {});
    const footer = options?.plugins?.tooltip?.callbacks?.footer as (items: { dataIndex: number; raw: unknown }[]) => string;
    expect(footer([{ dataIndex: 0, raw: 1200 }, { dataIndex: 0, raw: 4 }])).toBe('Total: 1,204');
  });

  test("gives a stacked bar's total over every series, and what its parts shown add up to where the legend hides some", () => {
    const data: ChartData = {
      type: 'bar', stacked: true, labels: ['2026-10', '2026-11'],
      datasets: [{ label: 'Translation changed', data: [12, 346] }, { label: 'Translation added', data: [0, 1040] }, { label: 'Other actions', data: [null, 25] }],
    };
    const { options } = configFor(data, theme, () => {});
    const footer = options?.plugins?.tooltip?.callbacks?.footer as (items: { dataIndex: number; raw: unknown }[]) => string;
    // chart.js passes the series the legend shows alone: 'Translation changed' hidden, the total was 1,065.
    expect(footer([{ dataIndex: 1, raw: 1040 }, { dataIndex: 1, raw: 25 }])).toBe('Total: 1,411 (1,065 shown)');
    // Hidden where it counts nothing, it changes no sum.
    expect(footer([{ dataIndex: 0, raw: 12 }])).toBe('Total: 12');
    expect(footer([])).toBe('');
  });

  test("says a period not read (null) is not read in its tooltip, as the data table does, not 0 changes", () => {
    // The overview of a log read from 2025-10-27 on: the year before's months up to 2025-10 are unknown.
    const data: ChartData = {
      type: 'bar', labels: ['2026-07', '2026-11'],
      datasets: [{ label: 'Last 12 months', data: [1287, 1448] }, { label: 'The year before (same days)', data: [null, 650] }],
    };
    const { options } = configFor(data, theme, () => {});
    const label = options?.plugins?.tooltip?.callbacks?.label as (item: { dataset: { label?: string }; raw: unknown; formattedValue: string }) => string;
    // chart.js hands a null bar's item over with formattedValue '0'.
    expect(label({ dataset: { label: 'The year before (same days)' }, raw: null, formattedValue: '0' })).toBe('The year before (same days): not read');
    expect(label({ dataset: { label: 'Last 12 months' }, raw: 1287, formattedValue: '1,287' })).toBe('Last 12 months: 1,287');
    expect(label({ dataset: { label: 'The year before (same days)' }, raw: 0, formattedValue: '0' })).toBe('The year before (same days): 0');
    expect(label({ dataset: {}, raw: 4, formattedValue: '4' })).toBe('4');
  });

  test("draws every text in the theme's font, the page's family at the size the reader's text size gives, not chart.js's 12 px Helvetica", () => {
    const data: ChartData = { type: 'bar', stacked: true, xLabel: 'Month', yLabel: 'Changes', labels: ['2026-10', '2026-11'], datasets: [{ label: 'A', data: [1, 2] }, { label: 'B', data: [3, 4] }] };
    const font = { family: 'system-ui, -apple-system, "Segoe UI", sans-serif', size: 18 };
    const { options } = configFor(data, { ...theme, font }, () => {});
    const x = options?.scales?.['x'] as { ticks: { font: unknown }; title: { font: unknown } };
    const y = options?.scales?.['y'] as { ticks: { font: unknown }; title: { font: unknown } };
    const { legend, tooltip } = options!.plugins!;
    expect([options?.font, x.ticks.font, x.title.font, y.ticks.font, y.title.font, legend?.labels?.font, tooltip?.bodyFont]).toEqual([font, font, font, font, font, font, font]);
    expect([tooltip?.titleFont, tooltip?.footerFont]).toEqual([{ ...font, weight: 'bold' }, { ...font, weight: 'bold' }]);
    // The legend's colour boxes grow with the text: 14 px at 12 px, 21 px at 18 px.
    expect(legend?.labels?.boxWidth).toBe(21);
    expect(configFor(data, theme, () => {}).options?.plugins?.legend?.labels?.boxWidth).toBe(14);
  });
});

describe('configFor, what a chart shows besides its bars', () => {
  const stackedByAction: ChartData = {
    type: 'bar', stacked: true, labels: ['2026-10', 'Week of\n2026-11-23'],
    datasets: [{ label: 'Translation changed', data: [12, 346] }, { label: 'Translation added', data: [0, 1040] }, { label: 'Other actions', data: [1, 25] }],
  };

  test("lists a stacked bar's parts in its tooltip top first, as they stand in the bar", () => {
    const { options } = configFor(stackedByAction, theme, () => {});
    const itemSort = options?.plugins?.tooltip?.itemSort as (a: { datasetIndex: number }, b: { datasetIndex: number }) => number;
    const items = [0, 1, 2].map((datasetIndex) => ({ datasetIndex }));
    expect([...items].sort(itemSort).map((item) => item.datasetIndex)).toEqual([2, 1, 0]);
    // Bars not stacked keep chart.js's order.
    expect(configFor({ ...stackedByAction, stacked: false }, theme, () => {}).options?.plugins?.tooltip?.itemSort).toBeUndefined();
  });

  test('shows a legend for several series, and for a chart by action of one action, which it names', () => {
    const legendShown = (data: ChartData) => configFor(data, theme, () => {}).options?.plugins?.legend?.display;
    expect(legendShown(stackedByAction)).toBe(true);
    expect(legendShown({ ...stackedByAction, datasets: [stackedByAction.datasets[0]!] })).toBe(true);
    expect(legendShown({ type: 'bar', labels: ['2026-11'], datasets: [{ label: 'changes', data: [4] }] })).toBe(false);
  });

  test('draws a label of two lines as two lines under the axis, and as one line in its tooltip', () => {
    const config = configFor(stackedByAction, theme, () => {});
    expect(config.data.labels).toEqual(['2026-10', ['Week of', '2026-11-23']]);
    const title = config.options?.plugins?.tooltip?.callbacks?.title as (items: { dataIndex: number }[]) => string;
    expect(title([{ dataIndex: 1 }])).toBe('Week of 2026-11-23');
    expect(title([])).toBe('');
  });

  test('puts the y axis ticks at whole numbers for counts only', () => {
    const precision = (data: ChartData) => (configFor(data, theme, () => {}).options?.scales?.['y'] as { ticks: { precision?: number } }).ticks.precision;
    // Counts of 0 and 1: chart.js put ticks at 0.1, 0.2 …, a tenth of a change.
    expect(precision({ type: 'bar', labels: ['a', 'b'], datasets: [{ label: 'changes', data: [0, 1] }, { label: 'before', data: [null, 1] }] })).toBe(0);
    expect(precision({ type: 'line', labels: ['a', 'b'], datasets: [{ label: 'share', data: [0.5, 1.25] }] })).toBeUndefined();
  });

  test("ends a lone label at its bar where the others were skipped, and centres the label of a chart's only bar under it", () => {
    // The x axis's hook as chart.js calls it, on an axis 600 px long, each character 6 px wide.
    const ctx = { font: '', save: () => {}, restore: () => {}, measureText: (text: string) => ({ width: 6 * text.length }) };
    const xAxis = (labels: string[]) => {
      const { options } = configFor({ type: 'bar', labels, datasets: [{ label: 'x', data: labels.map(() => 1) }] }, theme, () => {});
      const hook = (options!.scales!['x'] as { afterTickToLabelConversion: (scale: unknown) => void }).afterTickToLabelConversion;
      const scale = { ctx, width: 600, ticks: labels.map((label) => ({ value: 0, label: label.includes('\n') ? label.split('\n') : label })), options: { ticks: { font: theme.font, align: 'center' } } };
      hook(scale);
      return { shown: scale.ticks.map((tick) => [tick.label].flat().join(' ')), align: scale.options.ticks.align };
    };
    // A log read from this morning on: its one bar filled the plot, and its label ended at the
    // bar's middle, under the left half of it.
    expect(xAxis(['2026-11-30\n(2 Dec to 2 Dec)'])).toEqual({ shown: ['2026-11-30 (2 Dec to 2 Dec)'], align: 'center' });
    expect(xAxis(['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30\n(to 2 Dec)'])).toEqual({
      shown: ['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30 (to 2 Dec)'], align: 'center',
    });
    // Two labels of 300 px on 600 px: the last alone is drawn, ending at its bar, not centred with half of it beside the bar as empty plot.
    const wide = (label: string) => label.padEnd(50, '.');
    expect(xAxis([wide('2026-11'), wide('2026-12')])).toEqual({ shown: [wide('2026-12')], align: 'inner' });
  });
});

// How tall a chart must be for its legend: chart.js gives a legend below the chart half the chart's
// height at most, and leaves out the items below that (at 320 px with 32 px text, the seventh of
// /changes/' thirteen rows, "Other actions", which then could not be clicked). The legend is given
// the height it needs (chart-config.ts), and the chart this much height, so that the plot keeps as
// much beside it.

/** The least height in px of a chart whose legend below the plot is `legendHeight` px tall: twice that, the plot having the other half. */
export function legendRoom(legendHeight: number): number {
  return Math.ceil(2 * legendHeight);
}

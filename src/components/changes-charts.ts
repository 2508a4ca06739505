// The spans the changes pages chart: the same on the page of every action and on each action's.

/**
 * Each chart's period, the words its title gives the period and the span (where the change log
 * was read for less, the title says since when instead: chartSpan), and how many of the last
 * periods it shows.
 */
export const CHANGES_CHARTS = [
  { period: 'day', per: 'per day', span: 'the last 90 days', buckets: 90 },
  { period: 'week', per: 'per week', span: 'the last year', buckets: 53 },
  { period: 'month', per: 'per month', span: 'the last two years', buckets: 24 },
] as const;

// The spans the changes pages chart: the same on the page of every action and on each action's.

/** Each chart's period, the words its title gives the span, and how many of the last periods it shows. */
export const CHANGES_CHARTS = [
  { period: 'day', label: 'per day, the last 90 days', buckets: 90 },
  { period: 'week', label: 'per week, the last year', buckets: 53 },
  { period: 'month', label: 'per month, the last two years', buckets: 24 },
] as const;

// How numbers, percentages and times read on the pages: fixed formats, the same on every
// machine, so that the same snapshot builds the same bytes.

/** 12,345 */
export function formatNumber(value: number): string {
  return value.toLocaleString('en-US');
}

/** 97.5 % (one decimal, as Weblate shows percentages). */
export function formatPercent(value: number): string {
  return `${value.toFixed(1)} %`;
}

/** 2026-11-20 14:03 UTC, or an em dash for no time. */
export function formatTime(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** 2026-11-20 */
export function formatDay(iso: string | null): string {
  return iso ? new Date(iso).toISOString().slice(0, 10) : '—';
}

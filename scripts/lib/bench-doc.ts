// Shared by the benchmarks: percentiles and medians, and writing a result section into docs/benchmarks.md.
import { readFile, writeFile } from 'node:fs/promises';

/** The median of a list of numbers: the middle one, or the mean of the middle two. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The p-th percentile (0..100) of a list of numbers, nearest rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Replaces the text between `<!-- name:start -->` and `<!-- name:end -->` in a Markdown file. */
export async function writeDocSection(file: string, name: string, body: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${file} has no ${start} … ${end} section`);
  await writeFile(file, `${text.slice(0, from + start.length)}\n${body.trim()}\n${text.slice(to)}`);
}

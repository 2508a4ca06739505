// Progress of a site build, which on the large sample takes about a minute: the phase it is in
// and, while pages render, pages done of all, pages a second and ETA. A small Astro integration
// reports the phases and counts the pages: it wraps Astro's own prerenderer (the public
// `setPrerenderer` of `astro:build:start`), which computes the paths (the report is computed in
// the first `getStaticPaths`) and renders each page; nothing is rendered differently.
// Astro 7.4's `experimental.parallelPrerender` does not run where an integration sets a
// prerenderer: turning it on means counting pages another way.
import type { AstroIntegration, AstroPrerenderer } from 'astro';
import { duration, type ProgressView } from '../../src/progress-display.ts';

/** The phases of a build, in order. */
export type BuildPhase = 'bundling' | 'report' | 'rendering' | 'replacing' | 'removing';

/** Everything the build's progress line shows. */
export interface BuildProgress {
  phase: BuildPhase;
  /** When the phase began (ms). */
  phaseStartedAt: number;
  /** Pages to render, known once the paths are. */
  pagesTotal: number;
  pagesDone: number;
  /** Time spent in each phase so far, the current one up to when it began (ms): what bench:build reports. */
  phaseMs: Record<BuildPhase, number>;
}

const PHASE_TEXT: Record<Exclude<BuildPhase, 'rendering'>, string> = {
  bundling: 'bundling the site',
  report: 'reading the snapshot and computing the report',
  replacing: 'putting the new site in place of the old one',
  // The new site is served from here on: removing a large site's 53,000 pages took 20 s of a
  // nightly build under "putting the new site in place", which read as if it were not yet.
  removing: 'removing the old site (the new one is in place)',
};

/** A build that has just begun (bundling). */
export function emptyBuildProgress(now: number): BuildProgress {
  return { phase: 'bundling', phaseStartedAt: now, pagesTotal: 0, pagesDone: 0, phaseMs: { bundling: 0, report: 0, rendering: 0, replacing: 0, removing: 0 } };
}

/** Counts the current phase's time up to `now` in phaseMs and restarts its clock there. */
function closePhase(progress: BuildProgress, now: number): void {
  progress.phaseMs[progress.phase] += Math.max(0, now - progress.phaseStartedAt);
  progress.phaseStartedAt = now;
}

/** Moves the build to `phase`, timed from `now`, the phase it leaves added to phaseMs; the phase it is in already goes on. */
export function enterPhase(progress: BuildProgress, phase: BuildPhase, now: number): void {
  // Astro's build:start comes a second into bundling, which the build began: its clock went back to 0:00.
  if (phase === progress.phase) return;
  closePhase(progress, now);
  progress.phase = phase;
}

/** Ends the build at `now`: its last phase's time is added to phaseMs. */
export function endBuildProgress(progress: BuildProgress, now: number): void {
  closePhase(progress, now);
}

/** The progress line: the phase and its time, or pages done of all, rate and ETA while rendering (dashes until a rate means something). */
export function formatBuildLine(progress: BuildProgress, now: number): string {
  const elapsed = Math.max(0, (now - progress.phaseStartedAt) / 1000);
  if (progress.phase !== 'rendering') return `build: ${PHASE_TEXT[progress.phase]} (${duration(elapsed)})`;
  // The first pages are slow (the JIT warms up, lookups are made on first use): a rate from the
  // first 16 of 57,315 pages gave an ETA of 2:10:25 for a build that had three minutes left. None
  // is given before 2 % of the pages are done or 10 s have passed, nor from under a second.
  const settled = elapsed >= 1 && (progress.pagesDone >= progress.pagesTotal * 0.02 || elapsed >= 10);
  const rate = settled ? progress.pagesDone / elapsed : 0;
  const left = progress.pagesTotal - progress.pagesDone;
  return (
    `build: ${progress.pagesDone.toLocaleString('en')}/${progress.pagesTotal.toLocaleString('en')} pages, ` +
    `${rate > 0 ? Math.round(rate).toLocaleString('en') : '--'} pages/s, ETA ${duration(rate > 0 ? left / rate : Infinity)}`
  );
}

/** The build's progress as a display shows it (progress-display.ts): one line either way. */
export function buildProgressView(progress: BuildProgress): ProgressView {
  return { lines: (now) => [formatBuildLine(progress, now)], line: (now) => formatBuildLine(progress, now) };
}

/** `inner`, reporting to `progress` when it computes the paths and as each page is rendered. */
export function countingPrerenderer(inner: AstroPrerenderer, progress: BuildProgress, now: () => number): AstroPrerenderer {
  const counting: AstroPrerenderer = {
    name: inner.name,
    setup: async () => {
      enterPhase(progress, 'report', now());
      await inner.setup?.();
    },
    getStaticPaths: async () => {
      if (progress.phase !== 'report') enterPhase(progress, 'report', now());
      const paths = await inner.getStaticPaths();
      progress.pagesTotal = paths.length;
      progress.pagesDone = 0;
      enterPhase(progress, 'rendering', now());
      return paths;
    },
    render: async (request, options) => {
      const result = await inner.render(request, options);
      progress.pagesDone += 1;
      return result;
    },
  };
  if (inner.collectStaticImages) counting.collectStaticImages = () => inner.collectStaticImages!();
  if (inner.teardown) counting.teardown = () => inner.teardown!();
  return counting;
}

/**
 * An Astro integration that keeps `progress` up to date through a build; `around` wraps Astro's
 * prerenderer inside the counting one (a build has one prerenderer: Astro keeps the last set).
 */
export function buildProgressIntegration(
  progress: BuildProgress, now: () => number = Date.now, around: (inner: AstroPrerenderer) => AstroPrerenderer = (inner) => inner,
): AstroIntegration {
  return {
    name: 'weblate-atlas:build-progress',
    hooks: {
      'astro:build:start': ({ setPrerenderer }) => {
        enterPhase(progress, 'bundling', now());
        setPrerenderer((inner) => countingPrerenderer(around(inner), progress, now));
      },
    },
  };
}

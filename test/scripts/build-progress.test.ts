import type { AstroPrerenderer } from 'astro';
import { describe, expect, it } from 'vitest';
import {
  buildProgressIntegration, buildProgressView, countingPrerenderer, emptyBuildProgress, endBuildProgress, enterPhase, formatBuildLine,
} from '../../scripts/lib/build-progress.ts';

/** A prerenderer with two paths that answers every render with the path it was asked for. */
function fakeInner(calls: string[]): AstroPrerenderer {
  return {
    name: 'astro:default',
    setup: async () => void calls.push('setup'),
    getStaticPaths: async () => {
      calls.push('paths');
      return [{ pathname: '/', route: {} }, { pathname: '/about/', route: {} }] as never;
    },
    render: async (request, options) => {
      calls.push(`render ${new URL(request.url).pathname} ${String(options.collectMetadata)}`);
      return new Response(new URL(request.url).pathname);
    },
    teardown: async () => void calls.push('teardown'),
  };
}

describe('formatBuildLine', () => {
  it('names the phase and its time before pages render', () => {
    const progress = emptyBuildProgress(1_000);
    expect(formatBuildLine(progress, 4_400)).toBe('build: bundling the site (0:03)');
    enterPhase(progress, 'report', 5_000);
    expect(formatBuildLine(progress, 77_000)).toBe('build: reading the snapshot and computing the report (1:12)');
    enterPhase(progress, 'replacing', 90_000);
    expect(formatBuildLine(progress, 98_000)).toBe('build: putting the new site in place of the old one (0:08)');
    enterPhase(progress, 'removing', 99_000);
    expect(formatBuildLine(progress, 119_000)).toBe('build: removing the old site (the new one is in place) (0:20)');
    endBuildProgress(progress, 120_000);
    expect(progress.phaseMs).toEqual({ bundling: 4_000, report: 85_000, rendering: 0, replacing: 9_000, removing: 21_000 });
  });

  it("keeps the clock of the phase it is in, as Astro's build:start comes a second into bundling", () => {
    const progress = emptyBuildProgress(1_000);
    enterPhase(progress, 'bundling', 2_200);
    expect(formatBuildLine(progress, 4_400)).toBe('build: bundling the site (0:03)');
    enterPhase(progress, 'report', 5_000);
    expect(progress.phaseMs.bundling).toBe(4_000);
  });

  it('counts pages while they render, with a rate and ETA once a second has passed', () => {
    const progress = emptyBuildProgress(0);
    enterPhase(progress, 'rendering', 10_000);
    progress.pagesTotal = 54_679;
    progress.pagesDone = 300;
    expect(formatBuildLine(progress, 10_500)).toBe('build: 300/54,679 pages, -- pages/s, ETA --:--');
    progress.pagesDone = 12_500;
    expect(formatBuildLine(progress, 20_000)).toBe('build: 12,500/54,679 pages, 1,250 pages/s, ETA 0:34');
  });

  it('gives no rate or ETA from the first few pages, until 2 % of them are done or 10 s have passed', () => {
    const progress = emptyBuildProgress(0);
    enterPhase(progress, 'rendering', 0);
    progress.pagesTotal = 57_315;
    // The large build's first line: 16 pages (as many as render at once) after 2.3 s said 'ETA 2:10:25'.
    progress.pagesDone = 16;
    expect(formatBuildLine(progress, 2_300)).toBe('build: 16/57,315 pages, -- pages/s, ETA --:--');
    progress.pagesDone = 1_146;
    expect(formatBuildLine(progress, 7_000)).toBe('build: 1,146/57,315 pages, -- pages/s, ETA --:--');
    progress.pagesDone = 1_147;
    expect(formatBuildLine(progress, 7_000)).toBe('build: 1,147/57,315 pages, 164 pages/s, ETA 5:43');
    progress.pagesDone = 500;
    expect(formatBuildLine(progress, 9_999)).toBe('build: 500/57,315 pages, -- pages/s, ETA --:--');
    expect(formatBuildLine(progress, 10_000)).toBe('build: 500/57,315 pages, 50 pages/s, ETA 18:56');
  });

  it('counts hours once a phase or the ETA lasts an hour', () => {
    const progress = emptyBuildProgress(0);
    enterPhase(progress, 'report', 0);
    expect(formatBuildLine(progress, 4_500_000)).toBe('build: reading the snapshot and computing the report (1:15:00)');
    enterPhase(progress, 'rendering', 0);
    progress.pagesTotal = 54_679;
    progress.pagesDone = 20;
    expect(formatBuildLine(progress, 10_000)).toBe('build: 20/54,679 pages, 2 pages/s, ETA 7:35:30');
  });

  it('gives a display one line, for a terminal and for a log alike', () => {
    const progress = emptyBuildProgress(0);
    const view = buildProgressView(progress);
    expect(view.lines(2_000)).toEqual(['build: bundling the site (0:02)']);
    expect(view.line(2_000)).toBe('build: bundling the site (0:02)');
  });
});

describe('phase times', () => {
  it('adds up the time spent in each phase as the build moves on, and the last one when it ends', () => {
    const progress = emptyBuildProgress(1_000);
    enterPhase(progress, 'report', 2_500);
    enterPhase(progress, 'rendering', 14_500);
    enterPhase(progress, 'replacing', 52_000);
    expect(progress.phaseMs).toEqual({ bundling: 1_500, report: 12_000, rendering: 37_500, replacing: 0, removing: 0 });
    endBuildProgress(progress, 52_300);
    expect(progress.phaseMs).toEqual({ bundling: 1_500, report: 12_000, rendering: 37_500, replacing: 300, removing: 0 });
  });

  it('keeps counting a phase entered again, and counts nothing for a clock that went back', () => {
    const progress = emptyBuildProgress(0);
    // Astro's build:start re-enters the phase the build began in.
    enterPhase(progress, 'bundling', 200);
    enterPhase(progress, 'report', 1_000);
    enterPhase(progress, 'rendering', 900);
    endBuildProgress(progress, 1_400);
    expect(progress.phaseMs).toEqual({ bundling: 1_000, report: 0, rendering: 500, replacing: 0, removing: 0 });
    expect(formatBuildLine(progress, 1_400)).toBe('build: 0/0 pages, -- pages/s, ETA --:--');
  });
});

describe('countingPrerenderer', () => {
  it('passes everything to Astro\'s prerenderer and follows the phases and pages', async () => {
    const calls: string[] = [];
    const progress = emptyBuildProgress(0);
    let clock = 100;
    const counting = countingPrerenderer(fakeInner(calls), progress, () => clock);
    expect(counting.name).toBe('astro:default');
    await counting.setup!();
    expect([progress.phase, progress.phaseStartedAt]).toEqual(['report', 100]);
    clock = 9_000;
    const paths = await counting.getStaticPaths();
    expect(paths.map((path) => path.pathname)).toEqual(['/', '/about/']);
    expect([progress.phase, progress.phaseStartedAt, progress.pagesTotal, progress.pagesDone]).toEqual(['rendering', 9_000, 2, 0]);
    const response = await counting.render(new Request('http://localhost/about/'), { routeData: {} as never, collectMetadata: false });
    expect(await (response as Response).text()).toBe('/about/');
    expect(progress.pagesDone).toBe(1);
    await counting.teardown!();
    expect(counting.collectStaticImages).toBeUndefined();
    expect(calls).toEqual(['setup', 'paths', 'render /about/ false', 'teardown']);
  });

  it('leaves the count alone when a render fails', async () => {
    const progress = emptyBuildProgress(0);
    const inner: AstroPrerenderer = {
      name: 'astro:default',
      getStaticPaths: async () => [],
      render: async () => {
        throw new Error('Caught error rendering /languages/de/');
      },
    };
    const counting = countingPrerenderer(inner, progress, () => 0);
    await expect(counting.render(new Request('http://localhost/languages/de/'), { routeData: {} as never })).rejects.toThrow(
      'Caught error rendering /languages/de/',
    );
    expect(progress.pagesDone).toBe(0);
    // A prerenderer without a teardown gets none from the counting one either.
    expect(counting.teardown).toBeUndefined();
  });
});

describe('buildProgressIntegration', () => {
  it('starts the bundling phase and wraps the prerenderer Astro gives it', async () => {
    const progress = emptyBuildProgress(0);
    enterPhase(progress, 'replacing', 0);
    const integration = buildProgressIntegration(progress, () => 42);
    let wrap: ((inner: AstroPrerenderer) => AstroPrerenderer) | undefined;
    const hook = integration.hooks['astro:build:start']!;
    await hook({
      logger: {} as never,
      setPrerenderer: (given) => {
        wrap = given as (inner: AstroPrerenderer) => AstroPrerenderer;
      },
    });
    expect([progress.phase, progress.phaseStartedAt]).toEqual(['bundling', 42]);
    const calls: string[] = [];
    const wrapped = wrap!(fakeInner(calls));
    await wrapped.getStaticPaths();
    expect([progress.phase, progress.pagesTotal]).toEqual(['rendering', 2]);
    expect(calls).toEqual(['paths']);
  });
});

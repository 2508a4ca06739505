// The 404 page's reasons a page can be gone: a stale link to a contributor's page must read why,
// also where the change log was read from a day on and that day moved past their last change.
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../src/report/build.ts';
import { goneReasons } from '../../src/report/not-found.ts';
import { change, oneOfEach, reportInput, siteConfig } from './fixtures.ts';

async function reportReadFrom(changesSince: string | null) {
  const input = reportInput(oneOfEach([change({ id: 1, timestamp: '2026-11-18T09:00:00Z', action: 2, user: 'ana', translation: ['orbit', 'core', 'de'] })]), '2026-11-20T10:00:00.000Z');
  input.manifest.scope = { projects: null, changesSince };
  return buildReport(input, siteConfig());
}

describe('goneReasons', () => {
  it('names the day the change log was read from, before which a contributor still on the instance has no page', async () => {
    expect(goneReasons(await reportReadFrom('2024-09-11T00:00:00.000Z'))).toEqual([
      'a contributor who renamed their account or was deleted (Weblate names a deleted account deleted- and a number, which has no page)',
      'a contributor, or a kind of change, with no change in the change log read from 2024-09-11 on',
      'a project or component renamed or removed, or a component moved to another category (its address holds the category, as on Weblate)',
      'a language no longer translated',
      'a page of the list of everyone credited past its last, the list being shorter',
    ]);
  });

  it('names no day where the whole change log was read', async () => {
    const reasons = goneReasons(await reportReadFrom(null));
    expect(reasons).toHaveLength(4);
    expect(reasons.some((reason) => reason.includes('change log'))).toBe(false);
  });
});

// axe-core's accessibility check of a page, as the browser tests run it.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** The violations axe finds on `page`, within the elements `include` selects where it is given. */
export async function axeViolations(page: Page, include?: string): Promise<Violation[]> {
  // Only violations are asked for: the tests read nothing else, and every violation comes with
  // every node it was found on all the same.
  let axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  // By default AxeBuilder runs axe in each frame and hands what it found, each rule's passing nodes
  // with their HTML included, to a blank page that puts them together: on the demo's changes page
  // (4,500 elements) that took 10.6 s, and one run of axe in the page 1.9 s, with the same
  // violations node for node (compared on six of the demo's pages with faults put in). That one
  // run ("legacy mode") leaves out only frames of other origins, so it is used where a page has
  // no frame at all.
  if (page.frames().length === 1) axe = axe.setLegacyMode(true);
  if (include !== undefined) axe = axe.include(include);
  return (await axe.analyze()).violations;
}

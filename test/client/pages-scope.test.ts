// Pages rendered from a snapshot of named projects only (--project): every page says that the
// instance was not read whole, and the about page names the projects read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawl } from '../../src/crawler/crawl.ts';
import { cleanUp, crawlOptions, records, sample, tempOut } from '../crawler/crawl-helpers.ts';
import { startSnapshotRenderer, type AstroRenderer } from './astro-render.ts';

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');

describe('a site built from a snapshot of named projects', () => {
  let renderer: AstroRenderer;
  let names: string[];

  beforeAll(async () => {
    const server = await sample();
    const whole = await crawl(crawlOptions(server.url, await tempOut()));
    const projects = (await records(whole.dir, 'projects')).slice(0, 2);
    // Named in the order of their slugs, as the manifest keeps them.
    names = [...projects].sort((a, b) => ((a['slug'] as string) < (b['slug'] as string) ? -1 : 1)).map((project) => project['name'] as string);
    const scoped = await crawl(crawlOptions(server.url, await tempOut(), { projects: projects.map((project) => project['slug'] as string) }));
    renderer = await startSnapshotRenderer(scoped.dir);
  }, 60_000);

  afterAll(async () => {
    await renderer?.close();
    await cleanUp();
  });

  it('says on every page that only some projects were read, and names them on the about page', async () => {
    const html = await renderer.render('/src/pages/index.astro', {});
    const overview = text(html);
    expect(overview).toContain('; only 2 of its projects were read (which)');
    // Named for a list of the page's links, where "which" alone said nothing.
    expect(html).toContain('(<a href="/about/#source" aria-label="which projects were read">which</a>)');
    // Calendar months, this one to the snapshot's day: not the 12-month window the leaderboards count.
    expect(html).toContain('<figcaption>Changes per month: the last 12 calendar months beside the same months a year before</figcaption>');
    // The languages no project read translates into may be translated into in the others.
    expect(overview).toContain('7 languages translated into (in the projects read)');
    expect(overview).toContain('2 projects (only the 2 the crawl was asked for)');
    // What the count leaves out is on the about page, which the line under the cards links.
    expect(overview).toContain('What each figure counts: coverage, languages, contributors.');
    const changes = text(await renderer.render('/src/pages/changes/index.astro', {}));
    expect(changes).toContain('The latest 200 changes in the 2 projects read; the charts above count every change in the time they show, not only these.');
    expect(changes).not.toContain('on the instance');
    const about = text(await renderer.render('/src/pages/about/index.astro', {}));
    expect(about).toContain('Languages countedThe overview and the languages page count the 7 languages translated into in the projects read; the instance lists 1 other language, not translated into in the projects read.');
    expect(about).toContain(`Projects: only ${names[0]} and ${names[1]} were read, as the crawl was asked (--project).`);
    // The actions the charts name are the most frequent in the projects read: not the instance's, which the crawl did not read.
    expect(about).toContain('They name the most frequent action of each kind in the 2 projects read (');
    expect(about).not.toContain("the instance's most frequent action");
  });
});

// Fields a server leaves empty: a component's VCS and repository, which Weblate sends as null to a
// caller without "Access repository", and a license never set ('' with a null license_url). The
// pages show a dash or say so, and never "VCS " or "license " with nothing after them.
import { describe, expect, it } from 'vitest';
import { component, language, project, translation, user, type Collections } from '../report/fixtures.ts';
import { useRenderedSnapshot } from './snapshot-on-disk.ts';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const de = language('de', 'German');
const HIDDEN = { vcs: null, repo: null, branch: null, filemask: null, push: null, repoweb: null, license: '', license_url: null };
const COLLECTIONS: Collections = {
  languages: [de],
  projects: [project('orbit', 'Orbit')],
  components: [component('orbit', 'core', HIDDEN), component('orbit', 'docs')],
  translations: [translation('orbit', 'core', de, { total: 10, translated: 5 }), translation('orbit', 'docs', de, { total: 4, translated: 4 })],
  users: [user('ana', 'Ana')],
  changes: [],
};

const snapshot = useRenderedSnapshot(COLLECTIONS, '2026-11-20T10:00:00.000Z');
const orbit = () => snapshot.report.projects.find((p) => p.slug === 'orbit')!;
const componentPage = (slug: string) =>
  snapshot.renderer.render('/src/pages/projects/[slug]/[...component].astro', { project: orbit(), component: orbit().components.find((c) => c.slug === slug) });

describe('fields a server left empty', () => {
  it("leave the VCS out of a component's line and say no license was set", async () => {
    expect(/<p>[\s\S]*?<\/p>/.exec(await componentPage('core'))![0].replace(/<[^>]+>/g, '').replace(/\s+/g, ' ')).toBe(
      'Orbit · file format po · no license set · priority medium (100) · On the instance',
    );
    expect(/<p>[\s\S]*?<\/p>/.exec(await componentPage('docs'))![0].replace(/<[^>]+>/g, '').replace(/\s+/g, ' ')).toBe(
      'Orbit · file format po · VCS git · license MIT · priority medium (100) · On the instance',
    );
  });

  it("show a dash for them in the project's components table", async () => {
    const html = text(await snapshot.renderer.render('/src/pages/projects/[slug]/index.astro', { project: orbit() }));
    expect(html).toContain(' CORE po — — no medium ');
    expect(html).toContain(' DOCS po git MIT no medium ');
  });
});

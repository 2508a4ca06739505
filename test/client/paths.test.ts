import { describe, expect, it } from 'vitest';
import { componentPageName, componentPath, contributorPath, languagePath, pageName, peoplePath, projectPath, segment } from '../../src/components/paths.ts';

describe('pageName and segment', () => {
  it('leave the names Weblate allows as they are, and their links URL-encoded', () => {
    expect(['de', 'sr@latin', 'aegir@gnome', 'ana.muller', 'zh_Hans', 'orbit-notes'].map(pageName)).toEqual(['de', 'sr@latin', 'aegir@gnome', 'ana.muller', 'zh_Hans', 'orbit-notes']);
    expect(segment('aegir@gnome')).toBe('aegir%40gnome');
    expect(segment('مريم')).toBe('%D9%85%D8%B1%D9%8A%D9%85');
  });

  it("encode what a folder name cannot hold as it is, and link to that folder: a '/' split the page in two and failed the build", () => {
    expect(pageName('a/b')).toBe('a~2Fb');
    expect(segment('a/b')).toBe('a~2Fb');
    // Astro writes '?' and '#' encoded: a link to the name as it was ('q%3Fx%23y') was read as 'q?x#y', a folder there is not.
    expect(pageName('q?x#y')).toBe('q~3Fx~23y');
    expect(segment('q?x#y')).toBe('q~3Fx~23y');
    // '%' (which Astro decodes in a parameter) and '~' too, so that 'a%2Fb', 'a~2Fb' and 'a/b' have a folder each.
    expect(pageName('a%2Fb')).toBe('a~252Fb');
    expect(pageName('a~2Fb')).toBe('a~7E2Fb');
    expect(pageName('100%')).toBe('100~25');
    expect(pageName('.')).toBe('~2E');
    expect(pageName('..')).toBe('~2E~2E');
    expect(pageName('...')).toBe('...');
    // The page of the list a name's folder is in.
    expect(pageName('index.html')).toBe('index~2Ehtml');
    expect(pageName('INDEX.html')).toBe('INDEX~2Ehtml');
    expect(pageName('index~2Ehtml')).toBe('index~7E2Ehtml');
    expect(pageName('notes.html')).toBe('notes.html');
  });

  it('give a name typed decomposed a folder of its own: Astro writes folders composed, and the two users shared one page', () => {
    expect(pageName('zo\u00e9')).toBe('zo\u00e9');
    expect(pageName('zoe\u0301')).toBe('zoe~u0301');
    expect(pageName('Mu\u0308ller/x\u00e9')).toBe('Mu~u0308ller~2Fx~u00E9');
    expect(segment('zoe\u0301')).toBe('zoe~u0301');
    // A character outside the BMP is two units, each written.
    expect(pageName('a\u0301\u{1F600}')).toBe('a~u0301~uD83D~uDE00');
  });

  it("encode '\\' and control characters, which the URL parser drops or reads as '/', and a file name cannot hold", () => {
    expect(['tab\tname', 'line\nbreak', 'a\\b', 'nul\u0000byte', 'del\u007f', 'c1\u0085'].map(pageName)).toEqual([
      'tab~09name', 'line~0Abreak', 'a~5Cb', 'nul~00byte', 'del~7F', 'c1~85',
    ]);
    expect(segment('line\nbreak')).toBe('line~0Abreak');
  });

  it('cut a name of over 200 bytes to its first 160, marked with a hash of the whole, each long name a folder of its own', () => {
    expect(pageName('x'.repeat(200))).toBe('x'.repeat(200));
    expect(pageName('x'.repeat(300))).toBe(`${'x'.repeat(160)}~h970138f58980d2e3`);
    expect(pageName('x'.repeat(301))).not.toBe(pageName('x'.repeat(300)));
    // Counted in UTF-8 bytes: 'é' is two, and no character is cut in half.
    expect(pageName('\u00e9'.repeat(100))).toBe('\u00e9'.repeat(100));
    const accented = pageName('\u00e9'.repeat(101));
    expect(accented.startsWith(`${'\u00e9'.repeat(80)}~h`)).toBe(true);
    expect(accented).toHaveLength(80 + 2 + 16);
    expect(pageName('\u{1F600}'.repeat(60)).startsWith(`${'\u{1F600}'.repeat(40)}~h`)).toBe(true);
  });

  it('write a lone surrogate, a line or paragraph separator and nothing so that a link can be made and a route matches', () => {
    // encodeURIComponent throws on a lone surrogate; Astro's rest parameters do not match across U+2028.
    expect([pageName('dmitry\ud800'), segment('dmitry\ud800')]).toEqual(['dmitry~uD800', 'dmitry~uD800']);
    expect([pageName('a\u2028b'), pageName('a\u2029b')]).toEqual(['a~u2028b', 'a~u2029b']);
    expect([pageName(''), pageName('~')]).toEqual(['~', '~7E']);
    expect(componentPageName('a//x')).toBe('a/~/x');
    expect(componentPageName('/a/x')).toBe('~/a/x');
  });

  it("keep a component's categories as folders, each slug encoded", () => {
    expect(componentPageName('guides/user/website')).toBe('guides/user/website');
    expect(componentPageName('guides/a?b')).toBe('guides/a~3Fb');
    expect(componentPath('q?x#y', 'guides/a?b')).toBe('/projects/q~3Fx~23y/guides/a~3Fb/');
  });

  it('link languages, projects and contributors by their names as their pages are named', () => {
    expect([languagePath('pt_BR'), languagePath('sr@latin'), languagePath('de', 'contributors/'), languagePath('de', '#contributors')]).toEqual([
      '/languages/pt_BR/', '/languages/sr%40latin/', '/languages/de/contributors/', '/languages/de/#contributors',
    ]);
    expect([projectPath('orbit-notes'), projectPath('q?x')]).toEqual(['/projects/orbit-notes/', '/projects/q~3Fx/']);
    expect([contributorPath('ana'), contributorPath('a/b'), contributorPath('Jürgen')]).toEqual(['/contributors/ana/', '/contributors/a~2Fb/', '/contributors/J%C3%BCrgen/']);
    expect([peoplePath(1), peoplePath(2), peoplePath(89)]).toEqual(['/people/', '/people/2/', '/people/89/']);
  });
});

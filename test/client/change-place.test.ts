// The change list's cell of where a change was made, made as one piece of HTML: every part escaped
// as Astro escapes it, links only where there is a page.
import { describe, expect, it } from 'vitest';
import { changePlaceHtml } from '../../src/components/change-place.ts';
import { escapeHtml } from '../../src/components/escape-html.ts';

describe('escapeHtml', () => {
  it('escapes what could end a text or a double- or single-quoted attribute', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&amp;</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;');
  });
});

describe('changePlaceHtml', () => {
  it('links the component and the language to their pages, then the instance', () => {
    expect(changePlaceHtml({ component: 'orbit/core', componentHref: '/projects/orbit/core/', language: 'de', languageHref: '/languages/de/', instanceHref: 'https://l10n.example.org/projects/orbit/core/de/' })).toBe(
      '<a href="/projects/orbit/core/">orbit/core</a>/<a href="/languages/de/">de</a> <a href="https://l10n.example.org/projects/orbit/core/de/" rel="external">on Weblate</a>',
    );
  });

  it('names without a link what has no page, and an instance link alone as "instance"', () => {
    expect(changePlaceHtml({ component: 'orbit/gone', componentHref: null, language: 'en', languageHref: null, instanceHref: null })).toBe('orbit/gone/en');
    expect(changePlaceHtml({ component: '', componentHref: null, language: '', languageHref: null, instanceHref: 'https://l10n.example.org/' })).toBe(
      '<a href="https://l10n.example.org/" rel="external">instance</a>',
    );
    expect(changePlaceHtml({ component: 'orbit', componentHref: null, language: '', languageHref: null, instanceHref: null })).toBe('orbit');
    expect(changePlaceHtml({ component: '', componentHref: null, language: '', languageHref: null, instanceHref: null })).toBe('');
  });

  it('escapes hostile slugs, codes and links', () => {
    const html = changePlaceHtml({
      component: '"><script>x</script>/<b>c</b>', componentHref: '/projects/a"b/', language: "a'&b", languageHref: null, instanceHref: 'https://x.example/?a=1&b="2"',
    });
    expect(html).toBe(
      '<a href="/projects/a&quot;b/">&quot;&gt;&lt;script&gt;x&lt;/script&gt;/&lt;b&gt;c&lt;/b&gt;</a>/a&#39;&amp;b ' +
        '<a href="https://x.example/?a=1&amp;b=&quot;2&quot;" rel="external">on Weblate</a>',
    );
    expect(html).not.toContain('<script');
  });
});

import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/components/escape-html.ts';

describe('escapeHtml', () => {
  it('escapes &, <, >, " and \' as Astro does, and leaves other text as it is', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&amp;</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;');
    expect(escapeHtml('Jan · Февр 😀')).toBe('Jan · Февр 😀');
  });
});

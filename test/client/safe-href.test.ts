import { describe, expect, test } from 'vitest';
import { instanceHref, safeHref } from '../../src/components/safe-href.ts';

describe('safeHref', () => {
  test('keeps http and https URLs', () => {
    expect(safeHref('https://hosted.weblate.org/projects/x/')).toBe('https://hosted.weblate.org/projects/x/');
    expect(safeHref('http://localhost:8080/languages/de/')).toBe('http://localhost:8080/languages/de/');
    expect(safeHref('HTTPS://EXAMPLE.ORG/')).toBe('HTTPS://EXAMPLE.ORG/');
  });

  test('keeps a URL with white space around it, without the white space', () => {
    expect(safeHref('  https://hosted.weblate.org/projects/x/\n')).toBe('https://hosted.weblate.org/projects/x/');
    expect(safeHref(' /languages/de/ ')).toBe('/languages/de/');
  });

  test('keeps site-relative paths', () => {
    expect(safeHref('/')).toBe('/');
    expect(safeHref('/languages/pt_BR/')).toBe('/languages/pt_BR/');
  });

  test('rejects script and data URLs, however written', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('JavaScript:alert(1)')).toBeNull();
    expect(safeHref(' javascript:alert(1)')).toBeNull();
    expect(safeHref('java\tscript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeHref('vbscript:msgbox(1)')).toBeNull();
    // A web URL later in the text makes no script URL a link: the scheme must begin it.
    expect(safeHref('javascript:alert(1)//https://example.org/')).toBeNull();
    expect(safeHref('data:text/html,https://example.org/')).toBeNull();
  });

  test('rejects relative, protocol-relative and other-scheme URLs', () => {
    expect(safeHref('languages/de/')).toBeNull();
    expect(safeHref('../x')).toBeNull();
    expect(safeHref('#top')).toBeNull();
    expect(safeHref('//evil.example/')).toBeNull();
    expect(safeHref('/\\evil.example/')).toBeNull();
    expect(safeHref('mailto:a@b.c')).toBeNull();
    expect(safeHref('ftp://example.org/')).toBeNull();
    expect(safeHref('https://')).toBeNull();
  });

  test('rejects URLs holding a tab, line break or other control character, which browsers drop before following them', () => {
    expect(safeHref('/\t/evil.example/phish')).toBeNull();
    expect(safeHref('/\n/evil.example/')).toBeNull();
    expect(safeHref('/\r\\evil.example/')).toBeNull();
    expect(safeHref('https://hosted.weblate.org/\u0000x')).toBeNull();
    expect(safeHref('https://hosted.weblate.org/\u007f')).toBeNull();
  });

  test('treats missing and empty values as no link', () => {
    expect(safeHref(undefined)).toBeNull();
    expect(safeHref(null)).toBeNull();
    expect(safeHref('')).toBeNull();
    expect(safeHref('   ')).toBeNull();
  });
});

describe('instanceHref', () => {
  test('keeps the web URLs safeHref keeps', () => {
    expect(instanceHref(' https://hosted.weblate.org/projects/x/ ')).toBe('https://hosted.weblate.org/projects/x/');
    expect(instanceHref('HTTP://localhost:8080/')).toBe('HTTP://localhost:8080/');
  });

  test("rejects a path, which would lead to this site's host, and what safeHref rejects", () => {
    expect(instanceHref('/projects/x/')).toBeNull();
    expect(instanceHref('/')).toBeNull();
    expect(instanceHref('javascript:alert(1)')).toBeNull();
    expect(instanceHref('//evil.example/')).toBeNull();
    expect(instanceHref(null)).toBeNull();
  });
});

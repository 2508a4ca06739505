import { describe, expect, it } from 'vitest';
import { apiPrefixOf, apiRootOf, componentUrlOfTranslation, listOfApiUrl, normalizeBaseUrl, pageNumberOf, routedPath, usernameFromUrl } from '../../src/weblate/urls.ts';
import { apiPathSegments } from '../../src/report/fields.ts';

describe('normalizeBaseUrl', () => {
  it('refuses a user name or password in the URL: the token goes in --token', () => {
    expect(() => normalizeBaseUrl('https://u:p@weblate.example.org')).toThrow(new Error('base URL must not carry a user name or password; use --token'));
    expect(() => normalizeBaseUrl('https://u@weblate.example.org')).toThrow(new Error('base URL must not carry a user name or password; use --token'));
  });

  it('refuses query parameters, but takes format=api off a URL copied from the browsable API', () => {
    expect(() => normalizeBaseUrl('https://weblate.example.org/?x=1')).toThrow(new Error('base URL must not have query parameters: "https://weblate.example.org/?x=1"'));
    expect(normalizeBaseUrl('https://weblate.example.org/?format=api')).toBe('https://weblate.example.org');
    expect(normalizeBaseUrl('https://weblate.example.org/weblate/api/?format=api')).toBe('https://weblate.example.org/weblate');
  });
});

describe('apiRootOf', () => {
  it('is the origin and path prefix an API URL is under, or null', () => {
    expect(apiRootOf('https://weblate.example/weblate/api/users/ana/')).toBe('https://weblate.example/weblate');
    expect(apiRootOf('http://127.0.0.1:8080/api/changes/7/')).toBe('http://127.0.0.1:8080');
    expect(apiRootOf('https://weblate.example/user/ana/')).toBeNull();
    expect(apiRootOf('not a url')).toBeNull();
  });
});

describe('routedPath', () => {
  it("reads '%2E' as '.', '%2F' and '%5C' as '/', and resolves the dot segments, as nginx routes a path", () => {
    expect(routedPath('/weblate/..%2Fadmin/api/projects/')).toBe('/admin/api/projects/');
    expect(routedPath('/weblate/%2e%2E%2fadmin/api/')).toBe('/admin/api/');
    expect(routedPath('/weblate/..%5Cadmin/api/')).toBe('/admin/api/');
    expect(routedPath('/weblate/api/%2E/projects/')).toBe('/weblate/api/projects/');
    expect(routedPath('/weblate/api/components/orbit/a%2Fb/')).toBe('/weblate/api/components/orbit/a/b/');
    // A path with none of them is as it is, its dot segments resolved by the URL parser already.
    expect(routedPath('/weblate/api/users/k.nowak/')).toBe('/weblate/api/users/k.nowak/');
  });
});

describe('apiPrefixOf', () => {
  it('gives the path prefix up to the first /api/, and null for a path that names no API', () => {
    expect(apiPrefixOf('/weblate/new/api/languages/')).toBe('/weblate/new');
    expect(apiPrefixOf('/weblate/api/projects/api/')).toBe('/weblate');
    expect(apiPrefixOf('/api/')).toBe('');
    expect(apiPrefixOf('/weblate/login/')).toBeNull();
    expect(apiPrefixOf('/weblate/api')).toBeNull();
  });
});

describe('pageNumberOf', () => {
  it('reads the page a list URL asks for: 1 without one, null for one that is no number', () => {
    expect(pageNumberOf('https://x.example/api/changes/?page=3&page_size=1000')).toBe(3);
    expect(pageNumberOf('https://x.example/api/changes/?page_size=1000')).toBe(1);
    expect(pageNumberOf('https://x.example/api/changes/?page=last')).toBeNull();
    expect(pageNumberOf('https://x.example/api/changes/?page=2x')).toBeNull();
  });
});

describe('componentUrlOfTranslation', () => {
  it("gives the component a translation URL names, with the server's spelling and path prefix kept", () => {
    expect(componentUrlOfTranslation('https://l10n.example/weblate/api/translations/orbit/core/pt_BR/')).toBe(
      'https://l10n.example/weblate/api/components/orbit/core/',
    );
    expect(componentUrlOfTranslation('https://l10n.example/api/translations/orbit/docs%252Fusage/de/?format=json')).toBe(
      'https://l10n.example/api/components/orbit/docs%252Fusage/',
    );
  });

  it('is null for a URL of another shape', () => {
    expect(componentUrlOfTranslation('https://l10n.example/api/translations/')).toBeNull();
    expect(componentUrlOfTranslation('https://l10n.example/api/translations/orbit/core/')).toBeNull();
    expect(componentUrlOfTranslation('https://l10n.example/api/components/orbit/core/de/')).toBeNull();
    expect(componentUrlOfTranslation('elsewhere')).toBeNull();
  });
});

describe('listOfApiUrl', () => {
  it('names the list a request reads, per parent too', () => {
    expect(listOfApiUrl('https://x.example/api/changes/?page=3&page_size=1000')).toBe('changes');
    expect(listOfApiUrl('https://x.example/w/api/projects/orbit/components/')).toBe('components');
    expect(listOfApiUrl('https://x.example/api/components/orbit/core/translations/?page=2')).toBe('translations');
    expect(listOfApiUrl('https://x.example/api/translations/orbit/core/de/')).toBe('translations');
    expect(listOfApiUrl('https://x.example/api/projects/orbit/changes/')).toBe('changes');
    expect(listOfApiUrl('https://x.example/api/users/')).toBe('users');
  });

  it('takes the slug after the first list for a slug, and is null outside the API', () => {
    expect(listOfApiUrl('https://x.example/api/projects/changes/')).toBe('projects');
    expect(listOfApiUrl('https://x.example/api/')).toBeNull();
    expect(listOfApiUrl('https://x.example/projects/orbit/')).toBeNull();
  });
});

describe('the readers of record URLs, on a server\'s text', () => {
  // The patterns they replaced, kept as the reference they must agree with on URLs without line breaks.
  const reference = {
    username: (url: string) => {
      const match = /\/api\/users\/([^/?#]+)\/?(?:[?#].*)?$/.exec(url);
      if (!match) return null;
      try {
        return decodeURIComponent(match[1]!);
      } catch {
        return null;
      }
    },
    component: (url: string) => {
      const match = /^(.*\/api\/)translations\/([^/?#]+)\/([^/?#]+)\/[^/?#]+\/?(?:[?#].*)?$/.exec(url);
      return match ? `${match[1]}components/${match[2]}/${match[3]}/` : null;
    },
    list: (url: string) => listOfApiUrl(`${url.slice(0, url.indexOf('/api/') + 5)}${url.slice(url.indexOf('/api/') + 5).replace(/[?#].*$/, '')}`),
  };
  const PIECES = ['/api/', '/api/users/', '/api/translations/', 'translations/', 'users/', 'a', 'b%20c', '%E0%A4', '/', '//', '?', '#', 'x=1', 'projects/', 'changes/'];

  it('read what the patterns they replaced read, on 20,000 URLs made of API paths, segments, queries and fragments', () => {
    let state = 3;
    const next = () => (state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0) / 4_294_967_296;
    const differing: string[] = [];
    let found = 0;
    for (let n = 0; n < 20_000; n++) {
      let url = 'https://x.example';
      for (let i = 1 + Math.floor(next() * 9); i > 0; i--) url += PIECES[Math.floor(next() * PIECES.length)]!;
      const want = [reference.username(url), reference.component(url), url.includes('/api/') ? reference.list(url) : null];
      if (want[0] !== null || want[1] !== null) found++;
      if (JSON.stringify([usernameFromUrl(url), componentUrlOfTranslation(url), listOfApiUrl(url)]) !== JSON.stringify(want)) differing.push(url);
    }
    expect(differing.slice(0, 5)).toEqual([]);
    expect(found).toBeGreaterThan(1_000);
  });

  it('read URLs of a megabyte in one pass, queries of many ? before a line break included', () => {
    // Each took the patterns seconds at 100 KB (4.3 s for a user URL) and minutes at 1 MB.
    // A line break after the query: no URL, as before.
    expect(usernameFromUrl(`https://x.example${'/api/users/a?'.repeat(80_000)}\n`)).toBeNull();
    expect(usernameFromUrl(`https://x.example${'/api/users/a?'.repeat(80_000)}`)).toBe('a');
    expect(componentUrlOfTranslation(`https://x.example${'/api/translations/a/b/c?'.repeat(40_000)}\n`)).toBeNull();
    // The last translation path the query holds, as the greedy pattern read it.
    expect(componentUrlOfTranslation(`https://x.example${'/api/translations/a/b/c?'.repeat(40_000)}`)).toBe(`https://x.example${'/api/translations/a/b/c?'.repeat(39_999)}/api/components/a/b/`);
    expect(componentUrlOfTranslation(`https://x.example${'/api/translations/a'.repeat(50_000)}/b/c/`)).toBe(`https://x.example${'/api/translations/a'.repeat(49_999)}/api/components/a/b/`);
    expect(listOfApiUrl(`https://x.example/api/projects/${'?'.repeat(1_000_000)}\n`)).toBe('projects');
    expect(apiPathSegments(`https://x.example/api/projects/p${'?'.repeat(1_000_000)}\n`, 'projects')).toEqual(['p']);
  });

  it('read no component across a line break before the API path', () => {
    expect(componentUrlOfTranslation('https://x.example/a\nb/api/translations/p/c/de/')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { apiPrefixOf, componentUrlOfTranslation, listOfApiUrl, normalizeBaseUrl, pageNumberOf } from '../../src/weblate/urls.ts';

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

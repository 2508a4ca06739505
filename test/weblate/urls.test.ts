import { describe, expect, it } from 'vitest';
import { componentUrlOfTranslation, listOfApiUrl } from '../../src/weblate/urls.ts';

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

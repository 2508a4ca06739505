// The cell of a change list that says where a change was made, as one piece of HTML: the site's
// pages of its component and language, then the instance's page. Made as markup of three links in
// Astro, it was 5 s of the large sample's build (44,425 contributor pages of 20 changes); each part
// is escaped here as Astro escapes text and attributes.
import { escapeHtml } from './escape-html.ts';

/** Where a change was made, and the pages to link it to (null: no page; hrefs already checked and encoded). */
export interface ChangePlace {
  /** `project/component`, or '' for a change of no component. */
  component: string;
  componentHref: string | null;
  /** The language's code, or '' for a change of no translation. */
  language: string;
  languageHref: string | null;
  /** The instance's page of its translation or component. */
  instanceHref: string | null;
}

/** The cell's HTML: `orbit/core/de on Weblate`, each part a link where it has a page; 'instance' for a link alone. */
export function changePlaceHtml(place: ChangePlace): string {
  const link = (href: string | null, text: string, external = false) =>
    href === null ? escapeHtml(text) : `<a href="${escapeHtml(href)}"${external ? ' rel="external"' : ''}>${escapeHtml(text)}</a>`;
  let html = place.component === '' ? '' : link(place.componentHref, place.component);
  if (place.language !== '') html += `${place.component === '' ? '' : '/'}${link(place.languageHref, place.language)}`;
  if (place.instanceHref !== null) html += html === '' ? link(place.instanceHref, 'instance', true) : ` ${link(place.instanceHref, 'on Weblate', true)}`;
  return html;
}

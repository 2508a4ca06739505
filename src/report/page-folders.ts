// The folders the pages of names (usernames, project slugs, component and category paths, language codes) are
// written to, as those pages' getStaticPaths name them (pageName, componentPageName), grouped by
// the folder they sit in: for the build's warning about folders that differ in case only.
import { componentPageName, pageName } from '../components/paths.ts';
import type { SiblingPages } from './build-warnings.ts';
import { projectCategories } from './categories.ts';
import { contributorPages } from './contributor-views.ts';
import type { Report } from './types.ts';

/** The report's pages of a username, project slug, component path or language code, each with its folder's name, grouped by the folder their folders sit in. */
export function siblingPages(report: Report): SiblingPages[] {
  return [
    { kind: 'users', of: null, path: 'contributors/<username>/', pages: contributorPages(report).map(({ username }) => ({ name: username, folder: pageName(username) })) },
    { kind: 'projects', of: null, path: 'projects/<slug>/', pages: report.projects.map(({ slug }) => ({ name: slug, folder: pageName(slug) })) },
    // A component inside categories has a folder in each category's: its whole path is compared.
    // A category's page (categories.ts) is the index of its folder as a component's is, compared
    // with both: 'Guides' and 'guides' overwrite each other, and so do the category 'App' and the
    // component 'app', which a group of categories alone did not warn of.
    ...report.projects.map((project) => {
      const categories = projectCategories(project);
      const components = project.components.map(({ slug }) => ({ name: slug, folder: componentPageName(slug) }));
      return categories.length === 0
        ? { kind: 'components', of: `the project "${project.slug}"`, path: `projects/${pageName(project.slug)}/<component>/`, pages: components }
        : {
          kind: 'components and categories', of: `the project "${project.slug}"`, path: `projects/${pageName(project.slug)}/<component or category>/`,
          pages: [...components, ...categories.map(({ path }) => ({ name: path, folder: componentPageName(path) }))],
        };
    }),
    { kind: 'languages', of: null, path: 'languages/<code>/', pages: report.languages.map(({ code }) => ({ name: code, folder: pageName(code) })) },
  ];
}

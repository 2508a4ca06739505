// A project's categories (Weblate 5.x puts components in categories, nested, and shows each at
// /projects/<project>/<category>/): each gets a page at the same path, so that an address cut back
// from a component's to its category's leads to a page, as it does on Weblate, not to the 404 page.
import { clip } from '../clip-text.ts';
import { sumCoverage } from './coverage.ts';
import { NAME_LIMIT, pageText } from './fields.ts';
import type { ComponentSummary, Coverage, ProjectSummary } from './types.ts';

/** A category of a project's components, as its page shows it. */
export interface CategorySummary {
  /** Its slugs from the project's top level (`guides/user`): its page's path under the project's. */
  path: string;
  /** The path of the category it sits in, or null at the project's top level. */
  parent: string | null;
  /** The paths of the categories directly inside it, A to Z. */
  subcategories: string[];
  /** Its components, those of the categories inside it too, in the project's order. */
  components: ComponentSummary[];
  /** The sums of its components but glossaries, as a project's figures leave them out. */
  coverage: Coverage;
}

/**
 * The categories a project's components sit in, every level of a nested one (`guides` and
 * `guides/user` for `guides/user/website`), A to Z by path; none where a component's own path is the
 * category's, which has the page (Weblate allows no component and category of one slug side by
 * side; a server's records can hold them).
 */
export function projectCategories(project: Pick<ProjectSummary, 'components'>): CategorySummary[] {
  const componentPaths = new Set(project.components.map((component) => component.slug));
  const inside = new Map<string, ComponentSummary[]>();
  for (const component of project.components) {
    if (component.category === null) continue;
    const slugs = component.category.split('/');
    for (let depth = 1; depth <= slugs.length; depth++) {
      const path = slugs.slice(0, depth).join('/');
      if (componentPaths.has(path)) continue;
      const list = inside.get(path);
      if (list === undefined) inside.set(path, [component]);
      else list.push(component);
    }
  }
  const paths = [...inside.keys()].sort();
  return paths.map((path) => {
    const at = path.lastIndexOf('/');
    const components = inside.get(path)!;
    return {
      path,
      parent: at === -1 ? null : path.slice(0, at),
      subcategories: paths.filter((other) => other.startsWith(`${path}/`) && !other.slice(path.length + 1).includes('/')),
      components,
      coverage: sumCoverage(components.filter((component) => !component.isGlossary).map((component) => component.coverage)),
    };
  });
}

/**
 * How a category is named on the site, and in its components' names (componentLabel): its slugs
 * with ' / ' between them (`guides / user`), each as a page may hold it, as a slug standing for a
 * name is (catalog.ts): a character HTML forbids given as U+FFFD, at most NAME_LIMIT characters.
 */
export function categoryLabel(path: string): string {
  // Slugs come from the component's API URL, which a server spells as it likes: a BEL was written
  // into the category's page, its project's and every page naming its components.
  const slugs = path.split('/');
  return pageText(slugs.map((slug) => clip(slug, NAME_LIMIT)).join(' / '), '\uFFFD');
}

// Ids unique on a page, where two components could make the same one (two long tables whose
// captions differ only in their numbers, which allRowsId drops).

/** `id` where `used` does not hold it, else the first of `id-2`, `id-3` … that it does not. */
export function freeId(used: ReadonlySet<string>, id: string): string {
  if (!used.has(id)) return id;
  let n = 2;
  while (used.has(`${id}-${n}`)) n += 1;
  return `${id}-${n}`;
}

// The ids given on each page so far, by the page's request: each page of a build is rendered
// from a request of its own, which its components share (Astro.request), and is then let go.
const given = new WeakMap<object, Set<string>>();

/** An id not given before on the page rendered for `page` (Astro.request): `id`, or freeId's next one. */
export function idOnPage(page: object, id: string): string {
  let used = given.get(page);
  if (used === undefined) {
    used = new Set();
    given.set(page, used);
  }
  const free = freeId(used, id);
  used.add(free);
  return free;
}

import { describe, expect, it } from 'vitest';
import { projectPathProblem } from '../../scripts/lib/project-path.ts';

describe('projectPathProblem', () => {
  it("refuses a project folder whose path holds a '%', a '#' or a '?', naming it, the character and what to do", () => {
    expect(projectPathProblem('/var/lib/jenkins/workspace/atlas_feature%2Fnightly')).toBe(
      "the project's folder /var/lib/jenkins/workspace/atlas_feature%2Fnightly holds a '%' in its path, which Astro's bundler reads as part of a URL " +
        "(a '%' leaves the site without its stylesheets, a '#' or '?' fails the build): clone or move the project to a folder whose path holds no '%', '#' or '?'",
    );
    expect(projectPathProblem('/ci/atlas#2')).toMatch(/^the project's folder \/ci\/atlas#2 holds a '#' in its path, /);
    expect(projectPathProblem('/ci/what?/atlas')).toMatch(/^the project's folder \/ci\/what\?\/atlas holds a '\?' in its path, /);
  });

  it("takes a path with spaces, letters of any script, '@' and '+' (which build the same site)", () => {
    expect(projectPathProblem('/home/zoé/my projects/atlas')).toBeNull();
    expect(projectPathProblem('/var/lib/jenkins/workspace/atlas@2')).toBeNull();
    expect(projectPathProblem('/srv/c++/atlas')).toBeNull();
  });
});

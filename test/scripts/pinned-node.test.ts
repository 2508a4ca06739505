import { describe, expect, it } from 'vitest';
import { pinnedNodeVersion, pinnedNodeWarning, projectPinnedNode, withOwnFullIcu } from '../../scripts/lib/pinned-node.ts';

describe('pinnedNodeVersion', () => {
  it('reads the version of the node package a package-lock.json pins, and null where it pins none or is no JSON', () => {
    const lock = { lockfileVersion: 3, packages: { '': { name: 'weblate-atlas' }, 'node_modules/node': { version: '24.21.0', dev: true } } };
    expect(pinnedNodeVersion(JSON.stringify(lock))).toBe('24.21.0');
    expect(pinnedNodeVersion(JSON.stringify({ lockfileVersion: 3, packages: { '': {} } }))).toBeNull();
    expect(pinnedNodeVersion('{"packages": {"node_modules/node": {"version": 24}}}')).toBeNull();
    expect(pinnedNodeVersion('not json')).toBeNull();
  });

  it('finds the project\'s own pin, which is the Node npm run runs the tests with', () => {
    expect(projectPinnedNode('package-lock.json')).toBe(process.versions.node);
    expect(projectPinnedNode('no-such-package-lock.json')).toBeNull();
  });
});

describe('pinnedNodeWarning', () => {
  it('says nothing on the pinned Node, or where nothing is pinned', () => {
    expect(pinnedNodeWarning('24.21.0', '78.3', '24.21.0')).toBeNull();
    expect(pinnedNodeWarning('24.5.0', '77.1', null)).toBeNull();
  });

  it('names both Nodes, the running one\'s ICU, what its ICU data decides and how to get the pinned one', () => {
    expect(pinnedNodeWarning('24.5.0', '77.1', '24.21.0')).toBe(
      'this build runs on Node 24.5.0 (ICU 77.1), not the 24.21.0 package-lock.json pins: ' +
        "the languages' names in themselves, the A-to-Z order of names and the compact figures come from its ICU data, " +
        'so the site may differ from one built from the same snapshot with Node 24.21.0; ' +
        'npm ci (without --ignore-scripts) puts that Node in node_modules/.bin for npm run to use, where npm has it for the machine (not on macOS or musl)',
    );
    expect(pinnedNodeWarning('22.19.0', undefined, '24.21.0')).toMatch(/^this build runs on Node 22\.19\.0, not the 24\.21\.0 package-lock\.json pins: /);
  });

  it('says so of the pinned version on the system\'s ICU (Homebrew\'s node@24, a distribution\'s), which said nothing', () => {
    expect(pinnedNodeWarning('24.21.0', '77.1', '24.21.0', false)).toBe(
      "this build runs on Node 24.21.0, the version package-lock.json pins, but on ICU 77.1 of the system's (or a small one), not the full ICU Node comes with: " +
        "the languages' names in themselves, the A-to-Z order of names and the compact figures come from its ICU data, " +
        'so the site may differ from one built from the same snapshot with Node 24.21.0 as nodejs.org builds it; ' +
        'npm ci (without --ignore-scripts) puts that Node in node_modules/.bin for npm run to use, where npm has it for the machine (not on macOS or musl)',
    );
    expect(pinnedNodeWarning('24.21.0', undefined, '24.21.0', false)).toMatch(/^this build runs on Node 24\.21\.0, the version package-lock\.json pins, but without ICU: /);
  });
});

describe('pinnedNodeWarning in a project folder holding a \':\'', () => {
  it('names the \':\' as what keeps npm run from the pinned Node, not npm ci, which changes nothing there', () => {
    expect(pinnedNodeWarning('24.5.0', '77.1', '24.21.0', true, '/ci/atlas:nightly')).toBe(
      'this build runs on Node 24.5.0 (ICU 77.1), not the 24.21.0 package-lock.json pins: ' +
        "the languages' names in themselves, the A-to-Z order of names and the compact figures come from its ICU data, " +
        'so the site may differ from one built from the same snapshot with Node 24.21.0; ' +
        "the project's folder /ci/atlas:nightly holds a ':' in its path, which splits the PATH entry npm run gives its node_modules/.bin (and the Node npm ci puts there) in two: " +
        "move or clone the project to a folder whose path holds no ':', or run the script with the project's Node (node_modules/.bin/node scripts/build.ts)",
    );
    expect(pinnedNodeWarning('24.21.0', '78.3', '24.21.0', true, '/ci/atlas:nightly')).toBeNull();
  });
});

describe('withOwnFullIcu', () => {
  it('tells the full ICU a Node comes with from the system\'s, a small one or none, by its build variables', () => {
    expect(withOwnFullIcu({ icu_small: false, icu_gyp_path: 'tools/icu/icu-generic.gyp', icu_ver_major: '78' })).toBe(true);
    expect(withOwnFullIcu({ icu_small: false, icu_gyp_path: 'tools/icu/icu-system.gyp' })).toBe(false);
    expect(withOwnFullIcu({ icu_small: true, icu_gyp_path: 'tools/icu/icu-generic.gyp' })).toBe(false);
    expect(withOwnFullIcu({})).toBe(false);
  });

  it('finds the pinned Node, which npm run runs the tests with, on its own: no warning there', () => {
    expect(withOwnFullIcu()).toBe(true);
    expect(pinnedNodeWarning(process.versions.node, process.versions.icu, projectPinnedNode('package-lock.json'), withOwnFullIcu())).toBeNull();
  });
});

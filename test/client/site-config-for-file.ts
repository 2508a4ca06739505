// A test file's pages rendered under a configuration of their own: the pages read the file
// ATLAS_CONFIG names (loadSiteConfig), which stays set for the files run after it in the same worker.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/**
 * Sets ATLAS_CONFIG to a file of `config` for the test file's run, and back as it was after it.
 * Called before useRenderedSnapshot, whose renderer reads the configuration: hooks run in order.
 */
export function useSiteConfig(config: object): void {
  const dir = mkdtempSync(join(tmpdir(), 'atlas-config-'));
  writeFileSync(join(dir, 'atlas.config.json'), JSON.stringify(config));
  const given = process.env['ATLAS_CONFIG'];
  beforeAll(() => {
    process.env['ATLAS_CONFIG'] = join(dir, 'atlas.config.json');
  });
  afterAll(() => {
    if (given === undefined) delete process.env['ATLAS_CONFIG'];
    else process.env['ATLAS_CONFIG'] = given;
    rmSync(dir, { recursive: true, force: true });
  });
}

// The files a build copies from the project's public/ into folders of the site (a
// `.well-known/security.txt`, say): Astro copies them with their checkout's modes, so the build
// looks at them when it settles the site's modes (staged-output.ts, copiedDeeper).
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** The paths, relative to `publicDir` and with '/' between their parts, of the files it holds in folders (not at its top); none where it does not exist. */
export async function publicFilesInFolders(publicDir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(publicDir, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => !entry.isDirectory() && entry.parentPath !== publicDir)
    .map((entry) => relative(publicDir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

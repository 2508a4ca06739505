// On overlayfs without redirect_dir (a Docker container's file system, as Docker sets it up), a
// folder that comes from the image's lower layer cannot be renamed: rename(2) fails with EXDEV
// though both paths are in one folder of one file system, and Node's message ("cross-device link
// not permitted") said neither why nor what to do. A build replacing a site the image holds and a
// scrub of a snapshot the image holds fail there, each leaving what it found as it was.
import { errorCode } from './snapshot/durable.ts';

/** Why renaming the folder `path` failed, where it failed with EXDEV (a folder of a container image's lower layer); null for any other failure. */
export function lowerLayerRename(failure: unknown, path: string): string | null {
  if (errorCode(failure) !== 'EXDEV') return null;
  return `${path} cannot be renamed (EXDEV): on overlayfs without redirect_dir (a container's file system) a folder from the image's lower layer cannot be`;
}

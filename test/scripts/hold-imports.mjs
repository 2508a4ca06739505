// @ts-check
// Loaded with `node --import` by early-signals.test.ts: holds Node where it reads a script's imports,
// at src/crawler/cli.ts (which crawl, build and demo all import), until the test writes a byte to
// its stdin, having said on fd 3 that it holds. A signal the test sends then comes while the
// script's own handlers are not set yet, however fast or slow the machine.
import { readSync, writeSync } from 'node:fs';
import { registerHooks } from 'node:module';

registerHooks({
  load(url, context, nextLoad) {
    if (url.endsWith('/src/crawler/cli.ts')) {
      writeSync(3, 'holding\n');
      const byte = Buffer.alloc(1);
      for (;;) {
        try {
          if (readSync(0, byte) > 0) break;
        } catch (error) {
          if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EAGAIN') throw error;
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
        }
      }
    }
    return nextLoad(url, context);
  },
});

// @ts-check
import { defineConfig } from 'astro/config';

// The site is fully static: every page is rendered at build time from a snapshot on disk.
export default defineConfig({
  output: 'static',
  trailingSlash: 'always',
  build: { format: 'directory' },
  devToolbar: { enabled: false },
});

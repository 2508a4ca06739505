// Every test file starts from an environment without the machine's own settings for this tool:
// a developer's WEBLATE_TOKEN, a CI runner's proxy (which loopback servers cannot be reached
// through), an exported ATLAS_CONFIG or ATLAS_SNAPSHOT would otherwise change what the crawls and
// builds under test do, and the exact messages they are expected to give. Tests that are about
// these variables set them themselves.
for (const name of [
  'WEBLATE_TOKEN', 'WEBLATE_URL', 'ATLAS_CONFIG', 'ATLAS_SNAPSHOT',
  'HTTP_PROXY', 'HTTPS_PROXY', 'ALL_PROXY', 'NO_PROXY', 'http_proxy', 'https_proxy', 'all_proxy', 'no_proxy',
]) {
  delete process.env[name];
}

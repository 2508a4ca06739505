// The tool's name and version, as the User-Agent and every manifest give them.
import pkg from '../package.json' with { type: 'json' };

/** Name and version of weblate-atlas. */
export const TOOL = { name: pkg.name, version: pkg.version } as const;

import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

import { upstreamEditsRule, type UpstreamEdits } from '../upstream-edits';

/** react-router 5.3's `matchPath`: plain paths answered by ./plain-path-match.ts, a regular expression for the others. */
export const matchPathEdits: UpstreamEdits = {
    name: 'route-match',
    test: /[\\/]node_modules[\\/]react-router[\\/]esm[\\/]react-router\.js$/,
    prepend: `import { plainPathMatch } from ${JSON.stringify(path.join(__dirname, 'plain-path-match.ts'))};\n`,
    edits: [
        [
            'var _compilePath = compilePath$1(path, {',
            'var plain = plainPathMatch(pathname, path, exact, strict, sensitive);\n' +
                '    var _compilePath = plain !== undefined ? { keys: [] } : compilePath$1(path, {',
        ],
        ['var match = regexp.exec(pathname);', 'var match = plain !== undefined ? plain : regexp.exec(pathname);'],
    ],
};

/**
 * react-router's `matchPath` compares plain route paths as strings (./plain-path-match.ts) instead of compiling
 * and running a regular expression per route, in the browser build.
 */
export default function routeMatchPlugin(): Plugin {
    return {
        name: 'route-match',
        configureWebpack(_config, isServer) {
            return isServer ? {} : { module: { rules: [upstreamEditsRule(matchPathEdits)] } };
        },
    };
}

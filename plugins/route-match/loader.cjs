/**
 * Bundler loader over react-router 5's ES module (see ./index.ts): `matchPath` answers plain route paths with
 * `plainPathMatch` and compiles a regular expression only for the others.
 */
const path = require('node:path');

const matcher = path.join(__dirname, 'plain-path-match.ts');

/** Each edit: the line of react-router 5.3's matchPath it expects once, and what it becomes. */
const edits = [
    [
        'var _compilePath = compilePath$1(path, {',
        'var plain = plainPathMatch(pathname, path, exact, strict, sensitive);\n' +
            '    var _compilePath = plain !== undefined ? { keys: [] } : compilePath$1(path, {',
    ],
    ['var match = regexp.exec(pathname);', 'var match = plain !== undefined ? plain : regexp.exec(pathname);'],
];

module.exports = function routeMatchLoader(source) {
    let patched = source;
    for (const [line, replacement] of edits) {
        if (patched.split(line).length !== 2) throw new Error(`route-match: react-router's matchPath changed: ${line}`);
        patched = patched.replace(line, () => replacement);
    }
    return `import { plainPathMatch } from ${JSON.stringify(matcher)};\n${patched}`;
};

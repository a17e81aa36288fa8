/**
 * Bundler loader over Docusaurus' generated route registry (see ./index.ts): each entry is
 * `[() => import("<path>"), "<path>", require.resolveWeak("<path>")]`; the middle string is read only by
 * react-loadable's server-side report, so the browser's copy gets "" there.
 */
module.exports = function stripModulePathsLoader(source) {
    return source.replace(/\),\s*"(?:[^"\\]|\\.)*",\s*require\.resolveWeak\(/g, '), "", require.resolveWeak(');
};

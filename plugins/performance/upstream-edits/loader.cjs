/**
 * Bundler loader that edits a module of an installed package. Each edit replaces a line the module must hold
 * exactly once, so the build fails, rather than silently leaving the module as it was, when the package changes.
 * Options (`UpstreamEdits` in ./index.ts): `name` for errors, `edits` as [line, replacement] pairs, `prepend`.
 */
function applyEdits(source, { name, edits, prepend = '' }) {
    let edited = source;
    for (const [line, replacement] of edits) {
        if (edited.split(line).length !== 2) throw new Error(`${name}: the module no longer holds, once: ${line}`);
        edited = edited.replace(line, () => replacement);
    }
    return prepend + edited;
}

module.exports = function upstreamEditsLoader(source) {
    return applyEdits(source, this.getOptions());
};
module.exports.applyEdits = applyEdits;

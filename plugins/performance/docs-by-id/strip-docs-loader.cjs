/** Bundler loader over the docs plugin's route props: empties `version.docs` (see ./index.ts). */
module.exports = function stripDocsLoader(source) {
    if (!source.includes('"docs":')) return source;
    const props = JSON.parse(source);
    if (!props.version || typeof props.version.docs !== 'object') return source;
    props.version.docs = {};
    return JSON.stringify(props);
};

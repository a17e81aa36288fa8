/**
 * Bundler loader over Docusaurus' generated route config (see ./index.ts): each route's
 * `component: ComponentCreator('<path>', '<hash>')` becomes a getter that creates the component on first use
 * and keeps it (React needs the same component on every render). The browser evaluated all of them, one
 * react-loadable wrapper per route of the site, before the first page could start; only the matched
 * routes' components are ever read (react-router-config renders, and Docusaurus preloads, the matched ones).
 */
const lazyComponent = `
const routeComponents = new Map();
function lazyComponent(path, hash) {
  const key = path + '-' + hash;
  let component = routeComponents.get(key);
  if (!component) {
    component = ComponentCreator(path, hash);
    routeComponents.set(key, component);
  }
  return component;
}
`;

const creatorImport = "import ComponentCreator from '@docusaurus/ComponentCreator';";

module.exports = function lazyRouteComponentsLoader(source) {
    if (!source.includes(creatorImport))
        throw new Error('lazy-route-components: the routes no longer import ComponentCreator');
    const lazy = source.replace(
        /component: ComponentCreator\(('(?:[^'\\]|\\.)*'), ('[^'\\]*')\)/g,
        (_, path, hash) => `get component() { return lazyComponent(${path}, ${hash}); }`,
    );
    return lazy.replace(creatorImport, creatorImport + lazyComponent);
};

/**
 * Client module: after every route render (first load included), a fragment that matches no id but one in
 * another case scrolls there. Runs after Docusaurus' own scroll to the hash, which found no exact id.
 */
import type { ClientModule } from '@docusaurus/types';

import { fragmentTarget } from './static-links';

const clientModule: ClientModule = {
    onRouteDidUpdate({ location }) {
        if (!location.hash) return;
        requestAnimationFrame(() => fragmentTarget(document, location.hash)?.scrollIntoView());
    },
};

export default clientModule;

/**
 * The pages' behavioural claims (see claim.ts), run against real servers: the servers of `servers.ts` one after
 * the other in this one process, each with the claims that need it, then the claims that start what they
 * need themselves. Before that, the claim comments of every page are matched with the claims.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';

import { findPages } from '../content/pages';
import { repoRoot } from '../../lib/example-server';
import auth from './auth';
import { claimComment, type Claim, type PageClaims } from './claim';
import horizontalScaling from './horizontal-scaling';
import productionConfiguration from './production-configuration';
import promotions from './promotions';
import security from './security';
import { serverDefinitions, startClaimServer, type ServerName, type StartedServer } from './servers';
import workerJobQueue from './worker-job-queue';

const pages: PageClaims[] = [security, productionConfiguration, horizontalScaling, workerJobQueue, auth, promotions];

interface Link {
    page: string;
    line: number;
    module: string;
    title: string;
}

function claimLinks(): Link[] {
    return findPages(repoRoot).flatMap(page => {
        const lines = fs.readFileSync(path.join(repoRoot, page), 'utf8').split('\n');
        return lines.flatMap((text, index) =>
            [...text.matchAll(claimComment)]
                .map(([, module, title]) => ({ page, line: index + 1, module, title }))
                // The User Guide's browser claims are checked by tests/user-guide-claims/links.test.ts.
                .filter(link => link.module.startsWith('tests/claims/')),
        );
    });
}

describe('claim comments', () => {
    const links = claimLinks();
    test('every claim comment of a page names a claim that exists', () => {
        const known = new Set(pages.flatMap(p => p.claims.map(c => `${p.module} ${c.title}`)));
        const broken = links.filter(l => !known.has(`${l.module} ${l.title}`));
        assert.deepEqual(
            broken.map(l => `${l.page}:${l.line}: ${l.module} "${l.title}"`),
            [],
            'claim comments naming no claim',
        );
    });
    test('every claim is linked from the page it belongs to', () => {
        const unlinked = pages.flatMap(p =>
            p.claims
                .filter(c => !links.some(l => l.page === p.page && l.module === p.module && l.title === c.title))
                .map(c => `${p.page}: ${p.module} "${c.title}"`),
        );
        assert.deepEqual(unlinked, [], 'claims that their page does not link');
    });
});

/** Starting a server takes seconds; a claim, less than one. Neither may hang the suite. */
const serverTimeout = { timeout: 120_000 };
const claimTimeout = { timeout: 30_000 };

const pageName = (page: PageClaims) => path.basename(page.page).replace(/\.mdx?$/, '');
const withServer = (name: Claim['server']) =>
    pages.flatMap(page => page.claims.filter(claim => claim.server === name).map(claim => ({ page, claim })));

for (const name of Object.keys(serverDefinitions) as ServerName[]) {
    const claims = withServer(name);
    if (claims.length === 0) continue;
    describe(`server "${name}"`, () => {
        let started: StartedServer | undefined;
        before(async () => {
            started = await startClaimServer(name);
        }, serverTimeout);
        after(async () => {
            await started?.stop();
        });
        for (const { page, claim } of claims) {
            test(`${pageName(page)}: ${claim.title}`, claimTimeout, async () => {
                assert.ok(started, `server "${name}" did not start`);
                if (claim.server !== 'none') await claim.check(started);
            });
        }
    });
}

describe('claims that start their own processes', () => {
    for (const { page, claim } of withServer('none')) {
        test(`${pageName(page)}: ${claim.title}`, { timeout: 2 * serverTimeout.timeout }, async () => {
            if (claim.server === 'none') await claim.check();
        });
    }
});

/**
 * The hosted-mode fixture: a few pages built with TYPESENSE_HOST pointing at the fake cluster
 * (tests/typesense-fake/fake-cluster.ts) and a search-only key. Shared by build.ts
 * and playwright.config.ts so the bundle and the servers agree.
 */
import path from 'node:path';

import { FAKE_HOSTS } from '../typesense-fake/fake-cluster';

export const root = path.resolve(__dirname, '..', '..');
export const siteDir = path.join(__dirname, 'fixtures', 'site');
/** Git-ignored like every generated file. */
export const outDir = path.join(root, 'generated', 'search-hosted', 'build');

export const clusterPort = Number(process.env.FAKE_TYPESENSE_PORT ?? 18108);
export const sitePort = Number(process.env.SEARCH_HOSTED_PORT ?? 4176);
export const searchKey = 'fixture-search-only-key';

/** What the fixture is built with (and the fake cluster started with). */
export const fixtureEnv = {
    TYPESENSE_HOST: FAKE_HOSTS.join(','),
    TYPESENSE_PORT: String(clusterPort),
    TYPESENSE_PROTOCOL: 'http',
    TYPESENSE_SEARCH_API_KEY: searchKey,
    TYPESENSE_COLLECTION: 'vendure-docs',
} as const;

/** What the claims' server (server.ts) hands to the tests, through a file global-setup.ts names in the environment. */
import fs from 'node:fs';

import type { SeededIds } from '../../scripts/screenshots/seed';

export interface ServerState {
    origin: string;
    ids: SeededIds;
    timings: { dashboardBuildMs: number; dashboardCached: boolean; readyMs: number };
}

export const stateVariable = 'USER_GUIDE_CLAIMS_STATE';

export function serverState(): ServerState {
    const file = process.env[stateVariable];
    if (!file)
        throw new Error(
            `${stateVariable} is not set: run these tests with tests/user-guide-claims/playwright.config.ts`,
        );
    return JSON.parse(fs.readFileSync(file, 'utf8')) as ServerState;
}

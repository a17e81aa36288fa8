/**
 * A claim is a behavioural sentence of a page that readers rely on for safety or production, turned into a
 * check against a real server. Each page's claims live in a module of this folder; the page links each claim
 * from the sentence it proves with `{/* claim: tests/claims/<module>.ts "<title>" *\/}` (an MDX comment,
 * which renders nothing), and `claims.test.ts` checks that links and claims match.
 */
import path from 'node:path';

import type { ClaimServer, ServerName } from './servers';

const repoRoot = path.resolve(__dirname, '../..');

interface ClaimBase {
    /** What the page says, in a few words: the test's name, and what the page's claim comment quotes. */
    title: string;
}

/** A claim checked against one of the shared servers of `servers.ts`. */
export interface ServerClaim extends ClaimBase {
    server: ServerName;
    check(server: ClaimServer): Promise<void>;
}

/** A claim that starts what it needs itself (a server that must refuse to start, a worker process). */
export interface StandaloneClaim extends ClaimBase {
    server: 'none';
    check(): Promise<void>;
}

export type Claim = ServerClaim | StandaloneClaim;

export interface PageClaims {
    /** The page, relative to the repository root. */
    page: string;
    /** The module that defines the claims, relative to the repository root, as the page's comments name it. */
    module: string;
    claims: Claim[];
}

/** The claims of one page; `moduleFile` is the defining module's `__filename`. */
export function pageClaims(page: string, moduleFile: string, claims: Claim[]): PageClaims {
    return { page, module: path.relative(repoRoot, moduleFile).split(path.sep).join('/'), claims };
}

/** A claim comment: `{/* claim: tests/claims/x.ts "title" *\/}`. */
export const claimComment = /\{\/\*\s*claim:\s*(\S+)\s+"([^"]+)"\s*\*\/\}/g;

/**
 * Runs one page's examples against a server, in page order, as one reader would: one Shop API session and
 * one Admin API session per page, each carrying its session token from block to block.
 */
import { SimpleGraphQLClient } from '@vendure/testing';
import type { Failure } from '../../lib/content/types';
import {
    compareShownResponse,
    errorResults,
    formatDifferences,
    graphqlErrors,
    matchesExpectedError,
    normaliseOrigin,
    type ProblemReport,
} from './compare';
import type { Example, PagePlan } from './plan';
import type { ExampleServer } from '../../lib/example-server';

export interface Located {
    line: number;
    text: string;
}

export interface PageResult {
    page: string;
    /** Blocks sent to the server. */
    ran: number;
    passed: number;
    needsSetup: Located[];
    optedOut: Located[];
    /** Blocks of only fragments or type definitions. */
    definitionsOnly: number;
    failures: Failure[];
    ms: number;
}

interface GraphqlResponse {
    data?: unknown;
    errors?: unknown;
    [key: string]: unknown;
}

function describeProblem(problem: ProblemReport): string {
    const where = problem.path ? ` (at ${problem.path})` : '';
    return `${problem.code ? `${problem.code}: ` : ''}${problem.message}${where}`;
}

function label(example: Example, operation: string): string {
    return `${example.api}${operation ? ` ${operation}` : ''}`;
}

/** Empty result, for a page whose examples could not run at all. */
export function emptyResult(plan: PagePlan): PageResult {
    return {
        page: plan.page,
        ran: 0,
        passed: 0,
        needsSetup: [],
        optedOut: plan.configOptOuts.map(({ block, reason }) => ({
            line: block.fenceLine,
            text: `config not run with: ${reason}`,
        })),
        definitionsOnly: plan.definitionsOnly,
        failures: [...plan.failures],
        ms: 0,
    };
}

/**
 * `before`: the examples of an earlier page that this page's reader has already run (the start of a guide's
 * running example); they run first, as the superadmin, and count only when they fail.
 */
export async function runPage(server: ExampleServer, plan: PagePlan, before?: PagePlan): Promise<PageResult> {
    const started = Date.now();
    const result = emptyResult(plan);
    await server.reset();
    const clients = {
        'Shop API': new SimpleGraphQLClient(server.config, server.shopUrl),
        'Admin API': new SimpleGraphQLClient(server.config, server.adminUrl),
    };
    // The Admin API examples run as the superadmin, unless the page shows signing in itself: then its blocks
    // before that sign-in run signed out, as they would for a reader.
    const pageSignsIn = plan.examples.some(e => e.api === 'Admin API' && e.signsIn && e.meta.kind === 'run');
    let adminSignedIn = false;
    const earlier = (before?.examples ?? []).filter(
        e => e.api === 'Admin API' && e.meta.kind === 'run' && !e.signsIn && !e.meta.expectError,
    );
    if (earlier.length > 0) {
        await clients['Admin API'].asSuperAdmin();
        for (const example of earlier) {
            const response = await clients['Admin API'].fetch(server.adminUrl, {
                method: 'POST',
                body: JSON.stringify({ query: example.source, variables: example.variables?.value ?? {} }),
            });
            const errors = graphqlErrors((await response.json()) as GraphqlResponse);
            if (errors.length > 0)
                result.failures.push({
                    page: plan.page,
                    line: 1,
                    kind: 'examples',
                    message: `the running example's step ${before!.page}:${example.block.fenceLine} failed: ${errors.map(describeProblem).join('; ')}`,
                });
            await server.waitForJobs();
        }
        await clients['Admin API'].asAnonymousUser();
    }

    for (const example of plan.examples) {
        const { block, meta } = example;
        const fail = (message: string, line = block.fenceLine) =>
            result.failures.push({ page: plan.page, line, kind: 'examples', message });
        if (meta.kind === 'invalid') {
            fail(meta.message);
            continue;
        }
        if (meta.kind === 'needs') {
            result.needsSetup.push({ line: block.fenceLine, text: meta.needs });
            continue;
        }
        if (meta.kind === 'no-run') {
            result.optedOut.push({ line: block.fenceLine, text: meta.reason });
            continue;
        }
        result.ran++;
        const client = clients[example.api];
        if (example.api === 'Admin API' && !pageSignsIn && !adminSignedIn) {
            await client.asSuperAdmin();
            adminSignedIn = true;
        }
        const url = example.api === 'Shop API' ? server.shopUrl : server.adminUrl;
        const problems: ProblemReport[] = [];
        let last: GraphqlResponse | undefined;
        let lastOperation = '';
        const blockLines = block.code.split('\n').length;
        for (const operation of example.operations) {
            lastOperation = operation;
            const response = await client.fetch(url, {
                method: 'POST',
                body: JSON.stringify({
                    query: example.source,
                    operationName: operation || undefined,
                    variables: example.variables?.value ?? {},
                }),
            });
            const text = await response.text();
            try {
                last = JSON.parse(text) as GraphqlResponse;
            } catch {
                problems.push({ message: `HTTP ${response.status}, not a JSON response: ${text.slice(0, 200)}` });
                last = undefined;
                continue;
            }
            // EXAMPLES_PRINT=1 prints each real response, e.g. to write a Response block from it.
            if (process.env.EXAMPLES_PRINT)
                console.error(
                    `${plan.page}:${block.fenceLine} ${label(example, operation)}\n${JSON.stringify(normaliseOrigin(last, server.origin), null, 2)}`,
                );
            for (const error of graphqlErrors(last)) {
                problems.push({
                    ...error,
                    line: error.line !== undefined && error.line <= blockLines ? error.line : undefined,
                });
            }
            // Error results shown in a Response are compared there; otherwise they are failures like errors.
            if (!example.response) problems.push(...errorResults(last.data));
            // Mutations start jobs (search index, collection filters); the next block should see their effect.
            await server.waitForJobs();
        }

        const expected = meta.expectError;
        let ok = true;
        if (expected !== undefined) {
            const unexpected = problems.filter(p => !matchesExpectedError(p, expected));
            if (problems.length === 0) {
                ok = false;
                fail(
                    `${label(example, lastOperation)}: expected an error matching "${expected}", but the server answered without one`,
                );
            } else if (unexpected.length > 0) {
                ok = false;
                fail(
                    `${label(example, lastOperation)}: expected an error matching "${expected}", but the server answered:\n${unexpected.map(describeProblem).join('\n')}`,
                );
            }
        } else if (problems.length > 0) {
            ok = false;
            const lineOf = problems.find(p => p.line !== undefined)?.line;
            const hint =
                example.untitledJson && problems.some(p => /was not provided/.test(p.message))
                    ? `\n(the json block at line ${example.untitledJson.fenceLine} has no title: variables are read from a block titled "Variables")`
                    : '';
            fail(
                `${label(example, lastOperation)}: the server answered with ${problems.length === 1 ? 'an error' : `${problems.length} errors`}:\n${problems.map(describeProblem).join('\n')}${hint}`,
                lineOf !== undefined ? block.fenceLine + lineOf : block.fenceLine,
            );
        }
        if (example.response && last) {
            const real = normaliseOrigin(last, server.origin);
            const differences = compareShownResponse(example.response.value as Record<string, unknown>, real);
            if (differences.length > 0) {
                ok = false;
                fail(
                    `${label(example, lastOperation)}: the Response shown differs from the server's (ids, timestamps and generated codes are not compared):\n${formatDifferences(differences)}`,
                    example.response.block.fenceLine,
                );
            }
        }
        if (ok) result.passed++;
    }
    result.ms = Date.now() - started;
    return result;
}

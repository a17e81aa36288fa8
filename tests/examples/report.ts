import type { RunResult } from './run';
import type { Timings } from '../../lib/example-server';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function describeStart(timings: Timings): string {
    return timings.cached
        ? `${seconds(timings.start)} (cached sample data)`
        : `${seconds(timings.start)} + sample data import ${seconds(timings.populate)}`;
}

export function formatReport(result: RunResult): string {
    const lines: string[] = [];
    for (const failure of result.failures) {
        lines.push(`${failure.page}:${failure.line}: [${failure.kind}] ${failure.message.replace(/\n/g, '\n    ')}`);
    }
    if (result.failures.length > 0) lines.push('');
    const server = result.server ? `server start ${describeStart(result.server)}` : 'no shared server needed';
    lines.push(
        `Examples check: ${result.pages.length} pages with GraphQL examples, ${server}, total ${seconds(result.totalMs)}`,
    );
    const width = Math.max(40, ...result.pages.map(p => p.page.length));
    lines.push(`  ${'page'.padEnd(width)}  ran passed needs no-run    time`);
    const total = { ran: 0, passed: 0, needs: 0, optedOut: 0, ms: 0 };
    for (const page of result.pages) {
        total.ran += page.ran;
        total.passed += page.passed;
        total.needs += page.needsSetup.length;
        total.optedOut += page.optedOut.length;
        total.ms += page.ms;
        const own = result.pluginServers[page.page];
        const note = own ? `  (own server with its plugin: ${describeStart(own)})` : '';
        lines.push(
            `  ${page.page.padEnd(width)}  ${String(page.ran).padStart(3)} ${String(page.passed).padStart(6)} ${String(page.needsSetup.length).padStart(5)} ${String(page.optedOut.length).padStart(6)} ${seconds(page.ms).padStart(7)}${note}`,
        );
    }
    lines.push(
        `  ${'total'.padEnd(width)}  ${String(total.ran).padStart(3)} ${String(total.passed).padStart(6)} ${String(total.needs).padStart(5)} ${String(total.optedOut).padStart(6)} ${seconds(total.ms).padStart(7)}`,
    );
    const needs = result.pages.flatMap(p => p.needsSetup.map(n => `  ${p.page}:${n.line}: ${n.text}`));
    if (needs.length > 0) lines.push('Needing setup (not run):', ...needs);
    const optedOut = result.pages.flatMap(p => p.optedOut.map(o => `  ${p.page}:${o.line}: ${o.text}`));
    if (optedOut.length > 0) lines.push('Opted out (no-run):', ...optedOut);
    lines.push(result.failures.length === 0 ? 'OK' : `FAILED: ${result.failures.length} problem(s)`);
    return lines.join('\n');
}

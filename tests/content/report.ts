import type { CheckResult } from './run';

export function formatReport(result: CheckResult): string {
    const lines: string[] = [];
    for (const failure of result.failures) {
        lines.push(`${failure.page}:${failure.line}: [${failure.kind}] ${failure.message.replace(/\n/g, '\n    ')}`);
    }
    if (result.failures.length > 0) lines.push('');
    lines.push(`Content check: ${result.pages} pages, ${result.typescriptPrograms} TypeScript program(s)`);
    for (const [lang, count] of Object.entries(result.counts)) {
        lines.push(`  ${lang.padEnd(8)} ${String(count.checked).padStart(4)} checked, ${count.optedOut} opted out`);
    }
    if (result.graphqlParsedOnly > 0) {
        lines.push(
            `  (${result.graphqlParsedOnly} graphql block(s) parsed only, not validated: their schema comes from a plugin, on a run-plugin page or with needs="plugin:…"/"custom-field:…")`,
        );
    }
    if (result.cliCommands > 0) {
        lines.push(
            `  vendure  ${String(result.cliCommands).padStart(4)} command line(s) of shell blocks checked against ${result.cliVersion}`,
        );
    }
    if (result.angular && result.angular.blocks > 0) {
        const { blocks, pages, compilerVersion, seconds } = result.angular;
        lines.push(
            `  angular  ${String(blocks).padStart(4)} Admin UI block(s) of ${pages} page(s) compiled AOT with strict templates by @angular/compiler-cli ${compilerVersion} (${seconds.toFixed(1)} s)`,
        );
    }
    const unchecked = Object.entries(result.unchecked).sort(([a], [b]) => a.localeCompare(b));
    if (unchecked.length > 0)
        lines.push(`  not checked (no checker for the language): ${unchecked.map(([l, n]) => `${l} ${n}`).join(', ')}`);
    if (result.optOuts.length > 0) {
        lines.push('Opt-outs:');
        for (const o of result.optOuts) lines.push(`  ${o.page}:${o.line} (${o.lang}): ${o.reason}`);
    }
    lines.push(result.failures.length === 0 ? 'OK' : `FAILED: ${result.failures.length} problem(s)`);
    return lines.join('\n');
}

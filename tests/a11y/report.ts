/** Findings of the whole-site accessibility run, grouped by rule so that one shared cause reads as one. */

export interface Finding {
    /** axe rule id, or one of our own checks (`one-h1`, `heading-order-skip`, `img-alt`, `scrollable-focusable`). */
    rule: string;
    help: string;
    url: string;
    /** `dark`, `light` or `dark 360px`. */
    mode: string;
    selectors: string[];
}

export interface RuleGroup {
    rule: string;
    help: string;
    /** Distinct pages (URL) with the modes each failed in. */
    pages: Array<{ url: string; modes: string[] }>;
    /** The most frequent selectors across pages: a shared component shows up here. */
    commonSelectors: Array<{ selector: string; pages: number }>;
}

export function groupByRule(findings: Finding[]): RuleGroup[] {
    const groups = new Map<
        string,
        { help: string; pages: Map<string, Set<string>>; selectors: Map<string, Set<string>> }
    >();
    for (const f of findings) {
        const group = groups.get(f.rule) ?? {
            help: f.help,
            pages: new Map<string, Set<string>>(),
            selectors: new Map<string, Set<string>>(),
        };
        groups.set(f.rule, group);
        group.pages.set(f.url, (group.pages.get(f.url) ?? new Set()).add(f.mode));
        for (const selector of f.selectors)
            group.selectors.set(selector, (group.selectors.get(selector) ?? new Set()).add(f.url));
    }
    return [...groups.entries()]
        .map(([rule, g]) => ({
            rule,
            help: g.help,
            pages: [...g.pages.entries()]
                .map(([url, modes]) => ({ url, modes: [...modes].sort() }))
                .sort((a, b) => a.url.localeCompare(b.url)),
            commonSelectors: [...g.selectors.entries()]
                .map(([selector, urls]) => ({ selector, pages: urls.size }))
                .sort((a, b) => b.pages - a.pages || a.selector.localeCompare(b.selector))
                .slice(0, 5),
        }))
        .sort((a, b) => b.pages.length - a.pages.length || a.rule.localeCompare(b.rule));
}

export function formatReport(groups: RuleGroup[], maxUrls = 10): string {
    if (!groups.length) return 'No violations.';
    const lines: string[] = [];
    for (const g of groups) {
        lines.push(`${g.rule}: ${g.help} — ${g.pages.length} page(s)`);
        for (const s of g.commonSelectors) lines.push(`    ${s.selector}  (${s.pages} page(s))`);
        for (const p of g.pages.slice(0, maxUrls)) lines.push(`  ${p.url} [${p.modes.join(', ')}]`);
        if (g.pages.length > maxUrls) lines.push(`  … and ${g.pages.length - maxUrls} more`);
    }
    return lines.join('\n');
}

/** One line of a run's log (`--log`): a checked URL and its findings, none when it passed. */
export function logLine(url: string, findings: Finding[]): string {
    return `${JSON.stringify({ url, findings })}\n`;
}

/** The checked URLs of a log and their findings; a line cut short by a stopped run is left out. */
export function readLog(text: string): Map<string, Finding[]> {
    const checked = new Map<string, Finding[]>();
    for (const line of text.split('\n')) {
        try {
            const entry = JSON.parse(line) as { url: string; findings: Finding[] };
            checked.set(entry.url, entry.findings);
        } catch {
            // an empty or unfinished line
        }
    }
    return checked;
}

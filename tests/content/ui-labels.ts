import '../../scripts/vendure-env';

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { allowedLabels } from './ui-labels-allowed';
import type { Failure } from '../../lib/content/types';
import { dashboardCatalogue, readPoEntries } from '../../lib/po-catalogue';

/**
 * On a User Guide page, bold (`**…**`) is reserved for text the reader sees on screen: a button, field,
 * menu entry, column, state. Every bold run must be a text of the Dashboard's own English catalogue, or a
 * label the server supplies (the descriptions and argument labels of Vendure's default promotions,
 * shipping, payment, fulfilment, collection-filter and duplicate operations), or an entry of `ui-labels-allowed.ts`.
 * Terms, emphasis and typed values are written in italics instead. So a label the Dashboard renames fails
 * the content check.
 */
export const userGuideRoot = 'docs/user-guide/';

export { dashboardCatalogue };

/**
 * The English texts of a .po catalogue: each entry's msgstr, or its msgid when untranslated. Keyed
 * entries (`orderState.PaymentSettled` → "Payment settled") show their msgstr, so that is what is compared.
 */
export function readPoTexts(po: string): string[] {
    return readPoEntries(po).map(e => e.msgstr || e.msgid);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A test of whether a bold text is one of the labels. A `{placeholder}` of a label stands for any text
 * ("Transition to {0}" matches "Transition to Shipped" and "Transition to …"); labels that are nothing
 * but placeholders ("{0}", "{title}") would match anything and are left out.
 */
export function labelMatcher(labels: Iterable<string>): (text: string) => boolean {
    const exact = new Set<string>();
    const patterns: RegExp[] = [];
    for (const label of labels) {
        // Lingui marks the elements inside a message as <0>…</0>; the screen shows only their text.
        const parts = label.replace(/<\/?\d+>/g, '').split(/\{[^{}]*\}/);
        if (parts.length === 1) exact.add(parts[0]);
        else if (/\p{L}/u.test(parts.join('')))
            patterns.push(new RegExp(`^${parts.map(escapeRegExp).join('.+')}$`, 's'));
    }
    return text => exact.has(text) || patterns.some(pattern => pattern.test(text));
}

/** The text of a bold run as the reader sees it (inline code included, MDX escapes resolved). */
function textOf(node: unknown): string {
    const n = node as { value?: unknown; children?: unknown[] };
    if (typeof n.value === 'string') return n.value;
    return (n.children ?? []).map(textOf).join('');
}

/**
 * The bold runs of a page, one per on-screen text: a sidebar path written **Settings → Tax Rates** is
 * two labels.
 */
export function boldLabels(tree: Root): { text: string; line: number }[] {
    const found: { text: string; line: number }[] = [];
    visit(tree, 'strong', node => {
        const line = node.position?.start.line ?? 1;
        for (const part of textOf(node).split(' → ')) found.push({ text: part.replace(/\s+/g, ' ').trim(), line });
    });
    return found;
}

export function checkUiLabels(tree: Root, page: string, isLabel: (text: string) => boolean): Failure[] {
    return boldLabels(tree)
        .filter(({ text }) => !isLabel(text))
        .map(({ text, line }) => ({
            page,
            line,
            kind: 'ui-label',
            message:
                `**${text}** is not a label of the Dashboard (its English catalogue) nor of Vendure's default operations. ` +
                'Write the label as the screen shows it; write a term, emphasis or a typed value in italics; ' +
                'on-screen text from elsewhere goes into tests/content/ui-labels-allowed.ts with its reason.',
        }));
}

interface OperationArg {
    label?: { value: string }[];
    ui?: { options?: { label?: { value: string }[] }[] };
}
interface OperationDef {
    description: { value: string }[];
    args: Record<string, OperationArg>;
}

/**
 * The labels the server supplies to the Dashboard for Vendure's default operations: their descriptions,
 * argument labels and the labels of an argument's choices (English only, as the pages are).
 */
export function operationLabels(operations: OperationDef[]): string[] {
    const english = (strings: { value: string }[] | undefined) => (strings ?? []).slice(0, 1).map(s => s.value);
    return operations.flatMap(operation => [
        ...english(operation.description),
        ...Object.values(operation.args).flatMap(arg => [
            ...english(arg.label),
            ...(arg.ui?.options ?? []).flatMap(option => english(option.label)),
        ]),
    ]);
}

/** Loads @vendure/core (some seconds), so the content check calls it only when it checks a User Guide page. */
export function defaultOperationLabels(repoRoot: string): string[] {
    const core = createRequire(path.join(repoRoot, 'package.json'))('@vendure/core') as typeof import('@vendure/core');
    return operationLabels([
        ...core.defaultPromotionConditions,
        ...core.defaultPromotionActions,
        core.defaultShippingEligibilityChecker,
        core.defaultShippingCalculator,
        ...core.defaultCollectionFilters,
        core.dummyPaymentHandler,
        core.manualFulfillmentHandler,
        ...core.defaultEntityDuplicators,
    ] as unknown as OperationDef[]);
}

/** Every text a bold run on a User Guide page may be: the Dashboard's catalogue, the server's labels, the allow-list. */
export function userGuideLabelMatcher(repoRoot: string): (text: string) => boolean {
    const catalogue = readPoTexts(readFileSync(path.join(repoRoot, dashboardCatalogue), 'utf8'));
    return labelMatcher([...catalogue, ...defaultOperationLabels(repoRoot), ...allowedLabels.map(a => a.label)]);
}

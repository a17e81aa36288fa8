/**
 * Words the Dashboard spells for itself are spelled its way in the docs: an administrator reads "Payment
 * authorized" on the screen, so a page says "authorized", not "authorised", even where it otherwise writes
 * British English. The words come from the installed Dashboard's English messages: every -ize word whose
 * -ise form a page must not use, and every -llment word ("fulfillment") whose -lment form a page must not use.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { Failure } from '../../lib/content/types';
import { dashboardCatalogue, readPoEntries } from '../../lib/po-catalogue';

/** The English texts of a `.po` catalogue, one per line. */
function messageTexts(messages: string): string {
    return readPoEntries(messages)
        .flatMap(entry => [entry.msgid, entry.msgstr])
        .join('\n');
}

const izeForm = /\b([a-z]{4,})iz(?:e|ed|es|ing|ation|ations)\b/gi;

/** The stems of the -ize words of the Dashboard's English messages (`authorized` → `author`). */
export function dashboardIzeStems(messages: string): string[] {
    const texts = messageTexts(messages);
    return [...new Set([...texts.matchAll(izeForm)].map(m => m[1].toLowerCase()))].sort();
}

const llmentForm = /\b([a-z]{3,})llment(s?)\b/gi;

/** The stems of the -llment words of the Dashboard's English messages (`fulfillment` → `fulfi`). */
export function dashboardLlmentStems(messages: string): string[] {
    const texts = messageTexts(messages);
    return [...new Set([...texts.matchAll(llmentForm)].map(m => m[1].toLowerCase()))].sort();
}

/** The Dashboard's spellings a page must follow, by the ending that differs from British English. */
export interface DashboardStems {
    ize: readonly string[];
    llment: readonly string[];
}

let installed: DashboardStems | undefined;

/** The stems read from the installed @vendure/dashboard, once. */
export function installedDashboardStems(repoRoot: string): DashboardStems {
    if (!installed) {
        const messages = fs.readFileSync(path.join(repoRoot, dashboardCatalogue), 'utf8');
        installed = { ize: dashboardIzeStems(messages), llment: dashboardLlmentStems(messages) };
    }
    return installed;
}

/** Every -ise or -lment spelling of a Dashboard word on a page, with its line and the spelling to use instead. */
export function checkDashboardSpelling(page: string, text: string, stems: DashboardStems): Failure[] {
    const forms: { pattern: RegExp; wanted: (match: RegExpMatchArray) => string }[] = [];
    if (stems.ize.length > 0)
        forms.push({
            pattern: new RegExp(`(?<![#\\w-])(${stems.ize.join('|')})is(e|ed|es|ing|ation|ations)\\b`, 'gi'),
            wanted: match => `${match[1]}iz${match[2]}`,
        });
    if (stems.llment.length > 0)
        forms.push({
            pattern: new RegExp(`(?<![#\\w-])(${stems.llment.join('|')})lment(s?)\\b`, 'gi'),
            wanted: match => `${match[1]}llment${match[2]}`,
        });
    const failures: Failure[] = [];
    for (const [index, line] of text.split('\n').entries()) {
        for (const { pattern, wanted } of forms) {
            for (const match of line.matchAll(pattern)) {
                failures.push({
                    page,
                    line: index + 1,
                    kind: 'spelling',
                    message: `write "${wanted(match)}", not "${match[0]}": the Dashboard's own spelling`,
                });
            }
        }
    }
    return failures;
}

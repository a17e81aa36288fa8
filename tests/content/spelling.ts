/**
 * Words the Dashboard spells for itself are spelled its way in the docs: an administrator reads "Payment
 * authorized" on the screen, so a page says "authorized", not "authorised", even where it otherwise writes
 * British English. The words come from the installed Dashboard's English messages: every -ize word whose
 * -ise form a page must not use.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { Failure } from '../../lib/content/types';

const izeForm = /\b([a-z]{4,})iz(?:e|ed|es|ing|ation|ations)\b/gi;

/** The stems of the -ize words of the Dashboard's English messages (`authorized` → `author`). */
export function dashboardIzeStems(messages: string): string[] {
    const texts = [...messages.matchAll(/^msg(?:id|str) "(.*)"$/gm)].map(m => m[1]).join('\n');
    return [...new Set([...texts.matchAll(izeForm)].map(m => m[1].toLowerCase()))].sort();
}

let installed: string[] | undefined;

/** The stems read from the installed @vendure/dashboard, once. */
export function installedDashboardStems(repoRoot: string): string[] {
    installed ??= dashboardIzeStems(
        fs.readFileSync(path.join(repoRoot, 'node_modules/@vendure/dashboard/src/i18n/locales/en.po'), 'utf8'),
    );
    return installed;
}

/** Every -ise spelling of a Dashboard word on a page, with its line and the spelling to use instead. */
export function checkDashboardSpelling(page: string, text: string, stems: readonly string[]): Failure[] {
    if (stems.length === 0) return [];
    const iseForm = new RegExp(`\\b(${stems.join('|')})is(e|ed|es|ing|ation|ations)\\b`, 'gi');
    const failures: Failure[] = [];
    for (const [index, line] of text.split('\n').entries()) {
        for (const match of line.matchAll(iseForm)) {
            const wanted = `${match[1]}iz${match[2]}`;
            failures.push({
                page,
                line: index + 1,
                kind: 'spelling',
                message: `write "${wanted}", not "${match[0]}": the Dashboard's own spelling`,
            });
        }
    }
    return failures;
}

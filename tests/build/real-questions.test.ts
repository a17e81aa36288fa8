import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';

import { REAL_QUESTIONS } from '../../bench/search/real-questions';
import { buildDir } from './site-output';

/** Text of every heading of a built page, white space folded. */
function headings(route: string): string[] {
    const $ = cheerio.load(fs.readFileSync(path.join(buildDir, route, 'index.html'), 'utf8'));
    return $('article h1, article h2, article h3, article h4, article dt, main h1, main h2, main h3')
        .toArray()
        .map(element =>
            $(element)
                .text()
                .replace(/\u200b/g, '')
                .replace(/\s+/g, ' ')
                .trim(),
        );
}

test('every page a real question expects is built, and the first holds the heading named as its answer', () => {
    const problems: string[] = [];
    for (const question of REAL_QUESTIONS) {
        for (const target of question.expect) {
            const route = target.split('#')[0];
            if (!fs.existsSync(path.join(buildDir, route, 'index.html')))
                problems.push(`${question.query}: ${route} is not built`);
        }
        const first = question.expect[0]?.split('#')[0];
        if (!first || !fs.existsSync(path.join(buildDir, first, 'index.html'))) continue;
        const wanted = question.heading.replace(/`/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
        if (!headings(first).some(text => text.toLowerCase().includes(wanted)))
            problems.push(`${question.query}: no heading "${question.heading}" on ${first}`);
    }
    assert.deepEqual(problems, []);
});

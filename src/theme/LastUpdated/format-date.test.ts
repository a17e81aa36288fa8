import assert from 'node:assert/strict';
import { test } from 'node:test';

import { formatShortDate } from './format-date';

test("the short date is Intl's, in English and UTC, on every day of a leap year and around midnight", () => {
    const intl = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    const start = Date.UTC(2024, 0, 1);
    for (let day = 0; day < 366; day++) {
        for (const ms of [0, 1, 23 * 3600_000 + 59 * 60_000]) {
            const date = new Date(start + day * 86_400_000 + ms);
            assert.equal(formatShortDate(date), intl.format(date));
        }
    }
    for (const date of [new Date(Date.UTC(1999, 11, 31)), new Date(Date.UTC(2031, 5, 9, 12))])
        assert.equal(formatShortDate(date), intl.format(date));
});

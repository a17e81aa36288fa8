import { test } from 'node:test';
import assert from 'node:assert/strict';

import { REAL_QUESTIONS } from './real-questions';

test('the benchmark holds at least 100 real questions, each with its source, a query in words and a heading', () => {
    assert.ok(REAL_QUESTIONS.length >= 100, `${REAL_QUESTIONS.length} questions`);
    for (const question of REAL_QUESTIONS) {
        const where = `"${question.query}"`;
        assert.match(question.source, /^([\w.-]+\/[\w.-]+#\d+|https:\/\/\S+)$/, `${where}: source`);
        const words = question.query.trim().split(/\s+/).length;
        assert.ok(words >= 2 && words <= 8, `${where}: ${words} words`);
        assert.ok(
            question.question.endsWith('?') || question.question.endsWith('.'),
            `${where}: question is a sentence`,
        );
        for (const target of question.expect) assert.match(target, /^\/[^\s#]*\/(#\S+)?$/, `${where}: ${target}`);
        if (question.expect.length) assert.ok(question.heading.trim(), `${where}: heading`);
    }
});

test('no query is asked twice', () => {
    const queries = REAL_QUESTIONS.map(question => question.query.toLowerCase());
    assert.deepEqual(
        queries.filter((query, index) => queries.indexOf(query) !== index),
        [],
    );
});

test('every question is answered by some page of the site', () => {
    assert.deepEqual(
        REAL_QUESTIONS.filter(question => question.expect.length === 0).map(question => question.query),
        [],
    );
});

import { test } from 'node:test';
import assert from 'node:assert/strict';

import { parseFilterBy } from './filters';
import { debounceAsync } from './debounce';
import { withSection, withTypingPause, type SearchClient, type SearchRequest } from './client';

function recordingClient(seen: SearchRequest[][]): SearchClient {
    return {
        async search(requests) {
            seen.push(requests);
            return { results: [{ hits: [], nbHits: 0 }] };
        },
    };
}

test('withSection adds the chosen section to the contextual filter, read at request time', async () => {
    const seen: SearchRequest[][] = [];
    let section: string | null = null;
    const client = withSection(recordingClient(seen), () => section);

    await client.search([{ q: 'tax', filter_by: 'language:=en' }]);
    section = 'User Guide';
    await client.search([{ q: 'tax', filter_by: 'language:=en' }]);
    section = 'Learn';
    await client.search([{ q: 'tax' }]);

    assert.equal(seen[0][0].filter_by, 'language:=en');
    assert.equal(seen[1][0].filter_by, 'language:=en && hierarchy.lvl0:=[`User Guide`]');
    assert.deepEqual(parseFilterBy(seen[1][0].filter_by as string), { language: ['en'], section: ['User Guide'] });
    assert.equal(seen[2][0].filter_by, 'hierarchy.lvl0:=[`Learn`]');
    assert.equal(seen[2][0].q, 'tax');
});

test('withTypingPause prepares every keystroke’s query at once and searches the last after the pause', async () => {
    const searched: SearchRequest[][] = [];
    const prepared: SearchRequest[][] = [];
    const client = withSection(
        { ...recordingClient(searched), prepare: requests => void prepared.push(requests) },
        () => 'Reference',
    );
    const typed = withTypingPause(client, search => debounceAsync(search, 5));
    const answers = ['Ord', 'Orde', 'Order'].map(q => typed.search([{ q }]));
    assert.deepEqual(
        prepared.map(([request]) => request.q),
        ['Ord', 'Orde', 'Order'],
        'prepared before the pause',
    );
    assert.equal(searched.length, 0);
    assert.equal(prepared[2][0].filter_by, 'hierarchy.lvl0:=[`Reference`]', 'with the chosen section');
    await Promise.all(answers);
    assert.deepEqual(
        searched.map(([request]) => request.q),
        ['Order'],
    );
});

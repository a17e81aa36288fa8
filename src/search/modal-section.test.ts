import { test } from 'node:test';
import assert from 'node:assert/strict';

import { parseFilterBy } from './filters';
import { withSection, type SearchClient, type SearchRequest } from './client';

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

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { decodeFragment, readPageMeta } from './page-meta';

/** A fragment as Pagefind writes it: its signature, then the JSON, gzipped. */
function fragment(json: unknown): Buffer {
    return gzipSync(Buffer.concat([Buffer.from('pagefind_dcd'), Buffer.from(JSON.stringify(json))]));
}

test('decodeFragment reads the page id from the file name and the metadata from the gzipped JSON', () => {
    const meta = { title: 'OrderService', section: 'Reference', description: 'Order operations.' };
    assert.deepEqual(decodeFragment('en_2beaee8.pf_fragment', fragment({ url: '/x/', meta, content: 'text' })), {
        id: 'en_2beaee8',
        meta,
    });
    assert.throws(() => decodeFragment('en_0.pf_fragment', gzipSync('{"meta":{}}')), /not a Pagefind fragment/);
});

test('readPageMeta keeps what the ranking reads of every fragment, by page id', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'page-meta-'));
    mkdirSync(path.join(dir, 'fragment'));
    writeFileSync(
        path.join(dir, 'fragment', 'en_a.pf_fragment'),
        fragment({ meta: { title: 'Orders', section: 'Learn', description: 'How orders work.', image: 'x.png' } }),
    );
    writeFileSync(
        path.join(dir, 'fragment', 'en_b.pf_fragment'),
        fragment({ meta: { title: 'Taxes', section: 'User Guide' } }),
    );
    writeFileSync(path.join(dir, 'fragment', 'notes.txt'), 'not a fragment');
    assert.deepEqual(await readPageMeta(dir), {
        en_a: { title: 'Orders', section: 'Learn', description: 'How orders work.' },
        en_b: { title: 'Taxes', section: 'User Guide' },
    });
});

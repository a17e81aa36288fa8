import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

import { startServer, withQuery } from './serve';

function get(port: number, url: string): Promise<{ status: number; location?: string }> {
    return new Promise((resolve, reject) => {
        http.get({ host: '127.0.0.1', port, path: url }, res => {
            res.resume();
            resolve({ status: res.statusCode ?? 0, location: res.headers.location });
        }).once('error', reject);
    });
}

test('withQuery appends the request query to a redirect target, before its hash', () => {
    assert.equal(withQuery('/search/', '/search?q=order'), '/search/?q=order');
    assert.equal(withQuery('/a/#h', '/a?x=1'), '/a/?x=1#h');
    assert.equal(withQuery('/a/', '/a'), '/a/');
    assert.equal(withQuery('/a/?own=1', '/a?x=1'), '/a/?own=1');
});

test('every redirect of the static server keeps the query string', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'serve-'));
    mkdirSync(path.join(dir, 'search'));
    writeFileSync(path.join(dir, 'search', 'index.html'), '<p>search</p>');
    mkdirSync(path.join(dir, 'guides'));
    writeFileSync(path.join(dir, 'guides', 'index.html'), '<p>guides</p>');
    const server = await startServer(0, dir);
    const { port } = server.address() as AddressInfo;
    try {
        assert.deepEqual(await get(port, '/search?q=order'), { status: 301, location: '/search/?q=order' });
        assert.deepEqual(await get(port, '/search?q=shipping%20method&page=2'), {
            status: 301,
            location: '/search/?q=shipping%20method&page=2',
        });
        // serve-handler strips `.html` first, then `/index`, then adds the slash: every hop keeps the query.
        let url = '/guides/index.html?q=a';
        for (let hop = 0; hop < 4; hop++) {
            const response = await get(port, url);
            if (response.status !== 301) break;
            assert.match(response.location!, /\?q=a$/);
            url = response.location!;
        }
        assert.equal(url, '/guides/?q=a');
        assert.deepEqual(await get(port, '/search'), { status: 301, location: '/search/' });
        assert.equal((await get(port, '/search/?q=order')).status, 200);
    } finally {
        server.close();
    }
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
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

test('responses are compressed for a browser that accepts it, and sent as they are for one that does not', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'serve-'));
    const page = `<!DOCTYPE html><p>${'order '.repeat(2000)}</p>`;
    writeFileSync(path.join(dir, 'index.html'), page);
    const server = await startServer(0, dir);
    const { port } = server.address() as AddressInfo;
    const fetchBody = (headers: http.OutgoingHttpHeaders) =>
        new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
            http.get({ host: '127.0.0.1', port, path: '/', headers }, res => {
                const chunks: Buffer[] = [];
                res.on('data', (chunk: Buffer) => chunks.push(chunk));
                res.on('end', () =>
                    resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
                );
            }).once('error', reject);
        });
    try {
        const gzipped = await fetchBody({ 'accept-encoding': 'gzip, deflate, br' });
        assert.ok(gzipped.encoding === 'gzip' || gzipped.encoding === 'br', String(gzipped.encoding));
        const body =
            gzipped.encoding === 'br' ? zlib.brotliDecompressSync(gzipped.body) : zlib.gunzipSync(gzipped.body);
        assert.equal(body.toString(), page);
        assert.ok(gzipped.body.length < page.length / 10);
        const plain = await fetchBody({ 'accept-encoding': 'identity' });
        assert.equal(plain.encoding, undefined);
        assert.equal(plain.body.toString(), page);
    } finally {
        server.close();
    }
});

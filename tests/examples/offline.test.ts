import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { refuseRemoteFetch } from './offline';

test('fetch to another host is refused with a hint, fetch to 127.0.0.1 goes through, and the original fetch comes back', async () => {
    const server = http.createServer((_, response) => response.end('local'));
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const original = globalThis.fetch;
    const restore = refuseRemoteFetch();
    try {
        await assert.rejects(
            fetch('https://carrier.invalid/api/transit-times/GB'),
            /fetch to carrier\.invalid refused.*no-run/,
        );
        await assert.rejects(fetch(new URL('http://cms.invalid/')), /fetch to cms\.invalid refused/);
        assert.equal(await (await fetch(`http://127.0.0.1:${port}/`)).text(), 'local');
    } finally {
        restore();
        server.close();
    }
    assert.equal(globalThis.fetch, original);
});

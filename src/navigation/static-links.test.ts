import assert from 'node:assert/strict';
import { test } from 'node:test';

import { clientSidePath, fragmentTarget } from './static-links';

const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const origin = 'http://127.0.0.1:3000';

test('a plain click on an in-site page link is taken by the router', () => {
    assert.equal(
        clientSidePath(plain, '/reference/typescript-api/orders/order-process/#OrderProcess', null, origin),
        '/reference/typescript-api/orders/order-process/#OrderProcess',
    );
    assert.equal(clientSidePath(plain, `${origin}/reference/x/?a=1`, '_self', origin), '/reference/x/?a=1');
});

test('modified clicks, other origins, new tabs and files stay with the browser', () => {
    assert.equal(clientSidePath({ ...plain, ctrlKey: true }, '/a/', null, origin), undefined);
    assert.equal(clientSidePath({ ...plain, button: 1 }, '/a/', null, origin), undefined);
    assert.equal(clientSidePath({ ...plain, defaultPrevented: true }, '/a/', null, origin), undefined);
    assert.equal(clientSidePath(plain, 'https://github.com/vendurehq/vendure', null, origin), undefined);
    assert.equal(clientSidePath(plain, '/a/', '_blank', origin), undefined);
    assert.equal(clientSidePath(plain, '/reference/graphql-api/admin/schema.graphql', null, origin), undefined);
});

function fakeDocument(ids: string[]) {
    const elements = ids.map(id => ({ id }));
    return {
        getElementById: (id: string) => (elements.find(e => e.id === id) ?? null) as unknown as HTMLElement | null,
        querySelectorAll: () => elements as unknown as NodeListOf<Element>,
    } as unknown as Document;
}

test('a fragment in another case finds its heading; an exact or unknown one is left to the browser', () => {
    const doc = fakeDocument(['OrderProcess', 'DefaultOrderProcessOptions']);
    assert.equal(fragmentTarget(doc, '#orderprocess')?.id, 'OrderProcess');
    assert.equal(fragmentTarget(doc, '#defaultorderprocessoptions')?.id, 'DefaultOrderProcessOptions');
    assert.equal(fragmentTarget(doc, '#OrderProcess'), undefined);
    assert.equal(fragmentTarget(doc, '#nothing'), undefined);
    assert.equal(fragmentTarget(doc, ''), undefined);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';

import { commentElisions, fillLeftOutBodies, namesOf, prepareExample, type Preparation } from './fragment';
import type { ImportSource } from './types';

const source = (specifier: string, values: string[], types: string[] = []): ImportSource => ({
    specifier,
    names: new Set([...values, ...types]),
    values: new Set(values),
});
const own = source('@fixture/plugin', ['MyPlugin', 'Permission'], ['PluginOptions']);
const core = source('@vendure/core', ['Permission', 'Injector', 'PermissionDefinition'], ['VendureConfig']);
const sources = [own, core];

function file(preparation: Preparation & { lang: string }) {
    assert.equal(preparation.kind, 'file', JSON.stringify(preparation));
    return preparation.kind === 'file' ? preparation.prepared : undefined!;
}

test('left-out code (`...` that is no spread) becomes a comment; spreads and lines stay', () => {
    assert.equal(
        commentElisions('f({ ..., a: [...list] })\n...\n[...]'),
        'f({ /* … */, a: [...list] })\n/* … */\n[/* … */]',
    );
});

test('a body that holds only a comment returns anything; other bodies stay', () => {
    assert.equal(
        fillLeftOutBodies(
            'const C: FC = props => {\n  // implementation omitted\n};\nfunction f() {}\nfunction g() { return 1; }',
            'ts',
        ),
        'const C: FC = props => { throw 0;\n  // implementation omitted\n};\nfunction f() {}\nfunction g() { return 1; }',
    );
});

test('each fragment gets the first context it parses in; a labelled reading is not taken', () => {
    const context = (code: string) => file(prepareExample(code, 'ts', [])).context;
    assert.equal(context('export class A {}'), 'module');
    assert.equal(context('const a = await this.service.find();\nreturn a;'), 'statements');
    assert.equal(context('@Query()\nfind(@Ctx() ctx: RequestContext) {\n  return 1;\n}'), 'members');
    assert.equal(context('@Relations(Order) relations: RelationPaths<Order>,'), 'parameters');
    assert.equal(context("args: {\n  apiKey: { type: 'string' },\n}"), 'object');
    assert.equal(context('MyPlugin.init({}),'), 'array');
    assert.equal(context("{ apiKey: { type: 'string' }, retries: { type: 'int' } }"), 'array');
    assert.equal(context('{\n  id: string;\n  facet: { id: string };\n}'), 'type');
    assert.equal(file(prepareExample('<Button />\n<Input value={v} />', 'tsx', [])).context, 'jsx');
    assert.equal(prepareExample('{ a: 1 }\n{ a: 2 }', 'ts', []).kind, 'no-context');
});

test('the example keeps its line numbers: its imports move to the first line, which maps back to their lines', () => {
    const prepared = file(
        prepareExample(
            "// setup\nimport { MyPlugin } from '@fixture/plugin'\n\nthis.register(MyPlugin);",
            'ts',
            sources,
        ),
    );
    const [first, ...rest] = prepared.texts[0].split('\n');
    assert.match(first, /^import \{ MyPlugin \} from '@fixture\/plugin'; async function __example\(this: any\) \{$/);
    assert.deepEqual(rest, ['// setup', '', '', 'this.register(MyPlugin);', '}']);
    assert.equal(prepared.firstLine[0].line, 2);
    assert.equal(prepared.firstLine.at(-1)!.line, undefined);
});

test('free names are imported from the documented package first, as values only where a value is exported', () => {
    const prepared = file(
        prepareExample(
            'const c: VendureConfig = { plugins: [MyPlugin.init({})] };\nconst p = new PermissionDefinition({ name: "x" });\nconst local = 1;\nlocal.toFixed();',
            'ts',
            sources,
        ),
    );
    assert.equal(prepared.texts.length, 1);
    assert.match(prepared.texts[0], /import \{ MyPlugin \} from '@fixture\/plugin';/);
    assert.match(prepared.texts[0], /import \{ VendureConfig, PermissionDefinition \} from '@vendure\/core';/);
    assert.ok(prepared.declared.has('local'));
});

test('a name both the package and @vendure/core export gives a second file importing it from core', () => {
    const prepared = file(prepareExample('@Allow(Permission.Owner)\nfind() {}', 'ts', sources));
    assert.equal(prepared.texts.length, 2);
    assert.match(prepared.texts[0], /import \{ Permission \} from '@fixture\/plugin';/);
    assert.match(prepared.texts[1], /import \{ Permission \} from '@vendure\/core';/);
});

test('names: property names and declarations are not free; type-only uses are told apart', () => {
    const { free, declared } = namesOf(
        'function f(a: Options): Result { const b = a.c; return { Key: b, d: new Thing() }; }',
        'ts',
    );
    assert.deepEqual(
        [...free.entries()],
        [
            ['Options', false],
            ['Result', false],
            ['Thing', true],
        ],
    );
    assert.deepEqual([...declared].sort(), ['a', 'b', 'f']);
});

test('code that is never a fragment is reported when it does not parse: imports, a module with exports', () => {
    const imports = prepareExample("// a comment\nimport { A\n  B } from '@vendure/core';\nA.b();", 'ts', []);
    assert.equal(imports.kind, 'syntax-errors');
    assert.deepEqual(imports.kind === 'syntax-errors' && imports.errors.map(e => [e.line, e.code]), [[2, 1005]]);
    const module = prepareExample('export const config = {\n  a: 1\n  b: 2,\n};', 'ts', []);
    assert.deepEqual(module.kind === 'syntax-errors' && module.errors.map(e => [e.line, e.code]), [[3, 1005]]);
});

test('a `ts` example that is TSX (a React component in a fence labelled ts) is checked as TSX', () => {
    const preparation = prepareExample('export const C = () => <div>{1}</div>;', 'ts', []);
    assert.equal(preparation.lang, 'tsx');
    assert.equal(file(preparation).context, 'module');
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { exampleShots } from './example-shots';
import { dashboardGuide, galleries, totalBudgetBytes, userGuide, webpSize } from './images';
import { checkScreenshots, findReferences, readRepository, type ImageFile } from './references';
import { shots } from './shots';

const picture = (id: string, extra = '') => `
<Screenshot
    alt="The order list with six orders in different states"
    sources={{ light: useBaseUrl('/img/user-guide/${id}.light.webp'), dark: useBaseUrl('/img/user-guide/${id}.dark.webp') }}
    width={1280}
    height={800}
    loading="lazy"${extra}
/>`;

const page = (body: string) =>
    `---\ntitle: T\ndescription: D\n---\n\nimport Screenshot from '@site/src/components/Screenshot';\nimport useBaseUrl from '@docusaurus/useBaseUrl';\n\nSome text.\n${body}\n`;

const file = (name: string, bytes = 1000, width = 1280, height = 800): ImageFile => ({ name, bytes, width, height });
const pair = (id: string, bytes = 1000, width = 1280, height = 800) => [
    file(`${id}.light.webp`, bytes, width, height),
    file(`${id}.dark.webp`, bytes, width, height),
];

describe('screenshot references', () => {
    it('reads a Screenshot: id, sources, size, alt, loading', () => {
        const [ref] = findReferences(page(picture('order-list')), 'orders/index.md');
        assert.equal(ref.id, 'order-list');
        assert.deepEqual(ref.sources, {
            light: '/img/user-guide/order-list.light.webp',
            dark: '/img/user-guide/order-list.dark.webp',
        });
        assert.equal(ref.width, 1280);
        assert.equal(ref.height, 800);
        assert.equal(ref.loading, 'lazy');
        assert.match(ref.alt ?? '', /^The order list/);
    });

    it('passes a page whose pictures exist in both variants with its sizes', () => {
        const result = checkScreenshots({
            pages: new Map([['a.md', page(picture('order-list'))]]),
            files: pair('order-list'),
        });
        assert.deepEqual(result.problems, []);
        assert.equal(result.pageBytes.get('a.md'), 2000);
    });

    it('reports a missing variant, a wrong size, and an unreferenced file', () => {
        const files = [
            file('order-list.light.webp', 1000, 1280, 900),
            file('stale.light.webp'),
            file('stale.dark.webp'),
            file('notes.txt'),
        ];
        const { problems } = checkScreenshots({ pages: new Map([['a.md', page(picture('order-list'))]]), files });
        assert.ok(
            problems.some(p => p.includes('order-list.dark.webp does not exist')),
            problems.join('\n'),
        );
        assert.ok(
            problems.some(p => p.includes('width={1280} height={800}, but order-list.light.webp is 1280×900')),
            problems.join('\n'),
        );
        assert.ok(
            problems.some(p => p.includes('stale.light.webp: no page of docs/user-guide/ shows it')),
            problems.join('\n'),
        );
        assert.ok(
            problems.some(p => p.includes('stale.dark.webp: no page of docs/user-guide/ shows it')),
            problems.join('\n'),
        );
        assert.ok(
            problems.some(p => p.includes('notes.txt: not a <id>.<light|dark>.webp screenshot')),
            problems.join('\n'),
        );
    });

    it('reports mismatched sources, a weak or missing alt text, eager loading and a page without pictures', () => {
        const mixed = `<Screenshot alt="The order list with six orders in it" sources={{ light: useBaseUrl('/img/user-guide/a.light.webp'), dark: useBaseUrl('/img/user-guide/b.dark.webp') }} width={1} height={1} loading="lazy" />`;
        const weak = picture('order-list').replace('The order list with six orders in different states', 'Screenshot');
        const eager = picture('order-list').replace('loading="lazy"', 'loading="eager"');
        const noAlt = picture('order-list').replace(/alt="[^"]*"/, '');
        const { problems } = checkScreenshots({
            pages: new Map([
                ['mixed.md', page(mixed)],
                ['weak.md', page(weak)],
                ['eager.md', page(eager)],
                ['no-alt.md', page(noAlt)],
                ['empty.md', page('No pictures here.')],
            ]),
            files: pair('order-list'),
        });
        assert.ok(
            problems.some(p => p.startsWith('mixed.md:') && p.includes('with the same <id>')),
            problems.join('\n'),
        );
        assert.ok(
            problems.some(p => p.startsWith('weak.md:') && p.includes('does not say what the picture shows')),
            problems.join('\n'),
        );
        assert.ok(
            problems.some(p => p.startsWith('eager.md:') && p.includes('loading="lazy"')),
            problems.join('\n'),
        );
        assert.ok(
            problems.some(p => p.startsWith('no-alt.md:') && p.includes('has no alt text')),
            problems.join('\n'),
        );
        assert.ok(problems.includes('empty.md: shows no screenshot (<Screenshot>)'), problems.join('\n'));
    });

    it('reports a page over 400 KB and a folder over 4 MB', () => {
        const pages = new Map<string, string>();
        const files: ImageFile[] = [];
        for (let i = 0; i < 12; i++) {
            pages.set(`p${i}.md`, page(picture(`s${i}`)));
            files.push(...pair(`s${i}`, i === 0 ? 201 * 1024 : 180 * 1024));
        }
        const { problems } = checkScreenshots({ pages, files });
        assert.ok(
            problems.some(p => p.startsWith('p0.md: its screenshots weigh 402 KB, over the 400 KB budget')),
            problems.join('\n'),
        );
        assert.ok(!problems.some(p => p.startsWith('p1.md: its screenshots weigh')), problems.join('\n'));
        assert.ok(
            problems.some(p => p.includes('in total, over the 4096 KB budget')),
            problems.join('\n'),
        );
    });
});

describe('the Dashboard guides gallery', () => {
    const guidePicture = (id: string) => picture(id).replace(/\/img\/user-guide\//g, '/img/dashboard-guide/');

    it('reads its own folder only, and does not ask every page for a picture', () => {
        const { problems, references } = checkScreenshots(
            {
                pages: new Map([
                    ['list.md', page(guidePicture('review-list'))],
                    ['wrong-folder.md', page(picture('review-list'))],
                    ['theming.md', page('No pictures here.')],
                ]),
                files: pair('review-list'),
            },
            dashboardGuide,
        );
        assert.equal(references.find(r => r.page === 'list.md')?.id, 'review-list');
        assert.ok(
            problems.some(p => p.startsWith('wrong-folder.md:') && p.includes("useBaseUrl('/img/dashboard-guide/<id>")),
            problems.join('\n'),
        );
        assert.ok(!problems.some(p => p.startsWith('theming.md')), problems.join('\n'));
    });
});

describe('webpSize', () => {
    it('reads lossy, lossless and extended WebP headers, and rejects other files', async () => {
        const { default: sharp } = await import('sharp');
        const image = sharp({ create: { width: 37, height: 21, channels: 3, background: '#336699' } });
        assert.deepEqual(webpSize(await image.clone().webp({ quality: 70 }).toBuffer()), { width: 37, height: 21 });
        assert.deepEqual(webpSize(await image.clone().webp({ lossless: true }).toBuffer()), { width: 37, height: 21 });
        const withAlpha = sharp({
            create: { width: 300, height: 5, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } },
        });
        assert.deepEqual(webpSize(await withAlpha.webp({ quality: 70 }).toBuffer()), { width: 300, height: 5 });
        const png = await image.clone().png().toBuffer();
        assert.throws(() => webpSize(png), /Not a WebP file/);
    });
});

for (const [gallery, gallerysShots] of [
    [userGuide, shots],
    [dashboardGuide, exampleShots],
] as const) {
    describe(`the screenshots of ${gallery.docsDir} in this repository`, () => {
        const repository = readRepository(gallery);
        const result = checkScreenshots(repository, gallery);

        it('pictures exist in both variants with their recorded size; no image is unreferenced; budgets hold', () => {
            assert.deepEqual(result.problems, []);
        });

        it('every screen of the screenshot command is shown on the page it is taken for, and nothing else is shown', () => {
            const shownOn = new Map(result.references.map(r => [r.id, r.page]));
            for (const shot of gallerysShots)
                assert.equal(shownOn.get(shot.id), shot.page, `${shot.id} should be shown on ${shot.page}`);
            const ids = new Set<string>(gallerysShots.map(s => s.id));
            for (const ref of result.references)
                assert.ok(
                    ref.id && ids.has(ref.id),
                    `${ref.page}:${ref.line}: ${ref.id} is not a screen of the screenshot command`,
                );
        });
    });
}

it('all galleries together stay within the total budget', () => {
    const bytes = galleries.reduce((sum, g) => sum + checkScreenshots(readRepository(g), g).totalBytes, 0);
    assert.ok(bytes <= totalBudgetBytes, `${(bytes / 1024).toFixed(0)} KB over ${totalBudgetBytes / 1024} KB`);
});

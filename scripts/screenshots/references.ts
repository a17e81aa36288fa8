/**
 * The screenshots a gallery's pages show (the User Guide's, the Dashboard guides': images.ts), their
 * `<Screenshot>` elements checked against the gallery's image folder:
 * both variants exist with the width and height the page gives, every image in the folder is shown, each
 * picture has a real alt text and loads lazily, and the size budgets hold.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';

import { parseMdx } from '../../lib/content/markdown';
import {
    docsDirOf,
    imageDirOf,
    imageUrlPathOf,
    pageBudgetBytes,
    totalBudgetBytes,
    userGuide,
    variants,
    webpSize,
    type Gallery,
    type Variant,
} from './images';

export interface ScreenshotReference {
    /** Page path relative to the gallery's docs folder. */
    page: string;
    line: number;
    /** The image id (file name without `.<variant>.webp`), when both sources follow the naming. */
    id?: string;
    sources: Partial<Record<Variant, string>>;
    width?: number;
    height?: number;
    alt?: string;
    loading?: string;
}

export interface ImageFile {
    name: string;
    bytes: number;
    width: number;
    height: number;
}

function attribute(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): MdxJsxAttribute | undefined {
    return node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
}

/** The literal string or number of an attribute (`alt="…"`, `width={1280}`). */
function literal(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string | number | undefined {
    const value = attribute(node, name)?.value;
    if (typeof value === 'string') return value;
    if (value && typeof value === 'object') {
        const text = value.value.trim();
        if (/^\d+$/.test(text)) return Number(text);
        const quoted = /^(['"])(.*)\1$/s.exec(text);
        if (quoted) return quoted[2];
    }
    return undefined;
}

/** Every `<Screenshot>` of a page, with what it says about its sources, size, alt text and loading. */
export function findReferences(source: string, page: string, gallery: Gallery = userGuide): ScreenshotReference[] {
    const sourcePattern = new RegExp(
        `^${imageUrlPathOf(gallery).replace(/\//g, '\\/')}\\/([a-z0-9-]+)\\.(light|dark)\\.webp$`,
    );
    const references: ScreenshotReference[] = [];
    visit(parseMdx(source), node => {
        if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || node.name !== 'Screenshot')
            return;
        const element = node;
        const sourcesValue = attribute(element, 'sources')?.value;
        const expression = sourcesValue && typeof sourcesValue === 'object' ? sourcesValue.value : '';
        const sources: Partial<Record<Variant, string>> = {};
        for (const variant of variants) {
            const match = new RegExp(`\\b${variant}\\s*:\\s*useBaseUrl\\(\\s*['"]([^'"]+)['"]\\s*\\)`).exec(expression);
            if (match) sources[variant] = match[1];
        }
        const ids = variants.map(variant => {
            const match = sourcePattern.exec(sources[variant] ?? '');
            return match && match[2] === variant ? match[1] : undefined;
        });
        const width = literal(element, 'width');
        const height = literal(element, 'height');
        const alt = literal(element, 'alt');
        const loading = literal(element, 'loading');
        references.push({
            page,
            line: element.position?.start.line ?? 0,
            id: ids[0] && ids[0] === ids[1] ? ids[0] : undefined,
            sources,
            width: typeof width === 'number' ? width : undefined,
            height: typeof height === 'number' ? height : undefined,
            alt: typeof alt === 'string' ? alt : undefined,
            loading: typeof loading === 'string' ? loading : undefined,
        });
    });
    return references;
}

export interface CheckInput {
    /** Page path (relative to the gallery's docs folder) → its source. */
    pages: Map<string, string>;
    /** The files in the image folder. */
    files: ImageFile[];
}

export interface CheckResult {
    problems: string[];
    references: ScreenshotReference[];
    /** Bytes of the images each page shows (both variants). */
    pageBytes: Map<string, number>;
    totalBytes: number;
}

/** An alt text that only says "screenshot" or names the file does not say what the picture shows. */
function weakAlt(alt: string): boolean {
    const words = alt.trim().split(/\s+/);
    return words.length < 6 || /^(screenshot|image|picture)\b/i.test(alt.trim()) || /\.(webp|png)\b/.test(alt);
}

/** User Guide pages that describe no screen: the glossary explains the words the other pages use. */
export const pagesWithoutScreens: ReadonlySet<string> = new Set(['glossary.md']);

export function checkScreenshots({ pages, files }: CheckInput, gallery: Gallery = userGuide): CheckResult {
    const imageUrlPath = imageUrlPathOf(gallery);
    const problems: string[] = [];
    const byName = new Map(files.map(f => [f.name, f]));
    const references: ScreenshotReference[] = [];
    const pageBytes = new Map<string, number>();
    const shown = new Set<string>();
    for (const [page, source] of [...pages].sort(([a], [b]) => a.localeCompare(b))) {
        const found = findReferences(source, page, gallery);
        references.push(...found);
        if (found.length === 0 && gallery.everyPage && !pagesWithoutScreens.has(page))
            problems.push(`${page}: shows no screenshot (<Screenshot>)`);
        const pageFiles = new Set<string>();
        for (const ref of found) {
            const where = `${page}:${ref.line}`;
            if (!ref.id) {
                problems.push(
                    `${where}: sources must be { light: useBaseUrl('${imageUrlPath}/<id>.light.webp'), dark: useBaseUrl('${imageUrlPath}/<id>.dark.webp') } with the same <id>`,
                );
                continue;
            }
            for (const variant of variants) {
                const name = `${ref.id}.${variant}.webp`;
                shown.add(name);
                const file = byName.get(name);
                if (!file) {
                    problems.push(
                        `${where}: ${name} does not exist in static${imageUrlPath}/ (run npm run screenshots)`,
                    );
                    continue;
                }
                pageFiles.add(name);
                if (ref.width !== file.width || ref.height !== file.height) {
                    problems.push(
                        `${where}: width={${ref.width}} height={${ref.height}}, but ${name} is ${file.width}×${file.height}`,
                    );
                }
            }
            if (!ref.alt) problems.push(`${where}: ${ref.id} has no alt text`);
            else if (weakAlt(ref.alt))
                problems.push(`${where}: the alt text of ${ref.id} does not say what the picture shows: "${ref.alt}"`);
            if (ref.loading !== 'lazy') problems.push(`${where}: ${ref.id} must load lazily (loading="lazy")`);
        }
        const bytes = [...pageFiles].reduce((sum, name) => sum + byName.get(name)!.bytes, 0);
        pageBytes.set(page, bytes);
        if (bytes > pageBudgetBytes)
            problems.push(
                `${page}: its screenshots weigh ${(bytes / 1024).toFixed(0)} KB, over the ${pageBudgetBytes / 1024} KB budget`,
            );
    }
    for (const file of files) {
        if (!/^[a-z0-9-]+\.(light|dark)\.webp$/.test(file.name))
            problems.push(`static${imageUrlPath}/${file.name}: not a <id>.<light|dark>.webp screenshot`);
        else if (!shown.has(file.name))
            problems.push(`static${imageUrlPath}/${file.name}: no page of ${gallery.docsDir}/ shows it`);
    }
    const totalBytes = files.reduce((sum, f) => sum + f.bytes, 0);
    if (totalBytes > totalBudgetBytes)
        problems.push(
            `static${imageUrlPath}/: ${(totalBytes / 1024).toFixed(0)} KB in total, over the ${totalBudgetBytes / 1024} KB budget`,
        );
    return { problems, references, pageBytes, totalBytes };
}

/** A gallery's pages and image files in the repository. */
export function readRepository(gallery: Gallery = userGuide): CheckInput {
    const docsDir = docsDirOf(gallery);
    const imageDir = imageDirOf(gallery);
    const pages = new Map<string, string>();
    const walk = (dir: string): void => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
            const full = path.join(dir, entry.name);
            if (entry.isDirectory()) walk(full);
            else if (/\.mdx?$/.test(entry.name))
                pages.set(path.relative(docsDir, full).split(path.sep).join('/'), fs.readFileSync(full, 'utf8'));
        }
    };
    walk(docsDir);
    const files = fs.existsSync(imageDir)
        ? fs
              .readdirSync(imageDir)
              .sort()
              .map(name => {
                  const data = fs.readFileSync(path.join(imageDir, name));
                  let size = { width: 0, height: 0 };
                  try {
                      size = webpSize(data);
                  } catch {
                      // Reported as a file that is not a screenshot (its name) or with a size mismatch.
                  }
                  return { name, bytes: data.length, ...size };
              })
        : [];
    return { pages, files };
}

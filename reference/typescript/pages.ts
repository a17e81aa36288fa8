/** Where each declaration lives: pages, their files and URLs, derived from `@docsCategory`/`@docsPage`. */
import type { TypescriptSectionId } from '../sections';
import type { ApiModel, Declaration, DeclarationId } from './model';

/** `OrderProcess` → `order-process`, `isGraphQlErrorResult` → `is-graph-ql-error-result`, `products & stock` → `products-stock`. */
export function kebab(text: string): string {
    return text
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .replace(/[^A-Za-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .toLowerCase();
}

/** A heading's anchor as Docusaurus computes it (github-slugger with maintainCase). */
export function headingSlug(text: string): string {
    return text
        .trim()
        .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
        .replace(/ /g, '-');
}

/**
 * Order of the declarations on a shared page: the one the page is named after first (it gives the page its
 * title and description), then by `@docsWeight`, then as they stand in the source.
 */
export function pageOrder(slug: string): (a: Declaration, b: Declaration) => number {
    const namesake = (d: Declaration) => (kebab(d.name) === slug ? 0 : 1);
    return (a, b) =>
        namesake(a) - namesake(b) ||
        a.weight - b.weight ||
        // Source order means something only within one package.
        a.packageName.localeCompare(b.packageName) ||
        a.position.file.localeCompare(b.position.file) ||
        a.position.offset - b.position.offset ||
        a.name.localeCompare(b.name);
}

export interface Page {
    section: TypescriptSectionId;
    /** Kebab-cased category folders below the section. */
    folders: string[];
    slug: string;
    /** True when the page is its category's index (page name equals the last category segment). */
    isIndex: boolean;
    /** Path below `docs/reference/`, e.g. `typescript-api/services/order-service.mdx`. */
    file: string;
    url: string;
    title: string;
    declarations: Declaration[];
}

export interface Layout {
    pages: Page[];
    pageOf: Map<DeclarationId, Page>;
    /** URL of a declaration (with an anchor when it shares its page), or of one of its members. */
    urlOf(id: DeclarationId, member?: string): string | undefined;
    /** Original spelling of each category folder, for labels. */
    folderLabels: Map<string, string>;
}

export function layoutPages(model: ApiModel): Layout {
    const pages = new Map<string, Page>();
    const folderLabels = new Map<string, string>();
    for (const decl of model.declarations) {
        const folders = decl.category.map(kebab).filter(Boolean);
        decl.category.forEach((segment, i) => {
            const key = `${decl.section}/${folders.slice(0, i + 1).join('/')}`;
            if (!folderLabels.has(key)) folderLabels.set(key, segment);
        });
        const slug = kebab(decl.docsPage ?? decl.name);
        const isIndex = folders.length > 0 && folders[folders.length - 1] === slug;
        const dir = [decl.section, ...folders].join('/');
        const file = isIndex ? `${dir}/index.mdx` : `${dir}/${slug}.mdx`;
        let page = pages.get(file);
        if (!page) {
            const urlPath = isIndex ? dir : `${dir}/${slug}`;
            page = {
                section: decl.section,
                folders,
                slug,
                isIndex,
                file,
                url: `/reference/${urlPath}/`,
                title: decl.docsPage ?? decl.name,
                declarations: [],
            };
            pages.set(file, page);
        }
        page.declarations.push(decl);
    }
    const pageOf = new Map<DeclarationId, Page>();
    for (const page of pages.values()) {
        page.declarations.sort(pageOrder(page.slug));
        if (page.declarations.length > 1 && !page.declarations[0].docsPage) page.title = page.declarations[0].name;
        for (const decl of page.declarations) pageOf.set(decl.id, page);
    }
    const anchors = new Map<DeclarationId, PageAnchors>();
    for (const page of pages.values()) for (const [id, a] of pageAnchors(page)) anchors.set(id, a);
    const urlOf = (id: DeclarationId, member?: string) => {
        const page = pageOf.get(id);
        const a = anchors.get(id);
        if (!page || !a) return undefined;
        const memberAnchor = member ? a.members.get(member) : undefined;
        if (memberAnchor) return `${page.url}#${memberAnchor}`;
        return page.declarations.length > 1 ? `${page.url}#${a.anchor}` : page.url;
    };
    return { pages: [...pages.values()], pageOf, urlOf, folderLabels };
}

interface PageAnchors {
    anchor: string;
    members: Map<string, string>;
}

/**
 * Headings repeat across declarations of a shared page; Docusaurus numbers repeats (`name-1`).
 * The order here must follow the renderer's heading order: each declaration's h2, then its members' h3.
 */
export function pageAnchors(page: Page): Map<DeclarationId, PageAnchors> {
    const counts = new Map<string, number>();
    const next = (text: string) => {
        const base = headingSlug(text);
        const n = counts.get(base) ?? 0;
        counts.set(base, n + 1);
        return n === 0 ? base : `${base}-${n}`;
    };
    const result = new Map<DeclarationId, PageAnchors>();
    for (const decl of page.declarations) {
        const entry: PageAnchors = { anchor: next(decl.name), members: new Map() };
        for (const m of decl.members) {
            const slug = next(m.name);
            if (!entry.members.has(m.name)) entry.members.set(m.name, slug);
        }
        result.set(decl.id, entry);
    }
    return result;
}

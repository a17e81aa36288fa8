/**
 * Remark plugin: in hand-written pages, an inline-code name of a documented declaration
 * (`OrderService`, `OrderService.findOne`, `bootstrap()`) becomes a link to its reference entry.
 * Names come from `generated/reference/api-index.json`, written by `npm run reference`.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { Link, Parent, Root } from 'mdast';

// The generator writes generated/reference/api-index.json; its shape is defined once, there.
import { apiIndexFile, repoRoot } from '../../../reference/paths';
import { isGeneratedReference } from '../../../reference/sections';
import type { ApiIndex, ApiIndexEntry } from '../../../reference/typescript/render';

export type { ApiIndex, ApiIndexEntry };

export interface RemarkApiLinksOptions {
    /** Path of the api index; default `generated/reference/api-index.json` of this repository. */
    indexFile?: string;
    /** The index itself (tests). */
    index?: ApiIndex;
    /** Files that are not touched: by default the generated reference sections. */
    isExcluded?: (filePath: string) => boolean;
}

/** A file inside a generated reference section (an absolute path). */
function isGeneratedFile(file: string): boolean {
    const docPath = /[\\/]docs[\\/](reference[\\/].*)$/.exec(file)?.[1];
    return docPath !== undefined && isGeneratedReference(docPath.split('\\').join('/'));
}

/** An API name as written in code: `Name`, `name()`, `Name.member`, `Name.member()`; groups: the name, the member. */
export const apiNamePattern = /^([A-Za-z_$][\w$]*)(?:\(\))?(?:\.([A-Za-z_$][\w$]*)(?:\(\))?)?$/;

/** The entry a name refers to: `@vendure/core` wins among same-named declarations, then the TypeScript API. */
export function pickEntry(entries: readonly ApiIndexEntry[] | undefined): ApiIndexEntry | undefined {
    if (!entries?.length) return undefined;
    return (
        entries.find(e => e.package === '@vendure/core') ??
        entries.find(e => e.section === 'typescript-api') ??
        entries[0]
    );
}

/** URL for the text of an inline code span, or undefined when it is not (only) a documented name. */
export function urlForCode(code: string, index: ApiIndex): string | undefined {
    const match = apiNamePattern.exec(code.trim());
    if (!match) return undefined;
    const [, name, member] = match;
    const entry = pickEntry(Object.prototype.hasOwnProperty.call(index, name) ? index[name] : undefined);
    if (!entry) return undefined;
    return member ? entry.members[member] : entry.url;
}

function loadIndex(file: string): ApiIndex {
    try {
        return JSON.parse(fs.readFileSync(file, 'utf8')) as ApiIndex;
    } catch {
        return {};
    }
}

function linkInlineCode(parent: Parent, index: ApiIndex): void {
    parent.children.forEach((child, i) => {
        // Links keep their own target; heading text stays plain so that anchors and the TOC stay stable.
        if (child.type === 'link' || child.type === 'linkReference' || child.type === 'heading') return;
        if (child.type === 'inlineCode') {
            const url = urlForCode(child.value, index);
            if (url) {
                const link: Link = { type: 'link', url, children: [child] };
                parent.children[i] = link;
            }
            return;
        }
        if ('children' in child) linkInlineCode(child, index);
    });
}

export default function remarkApiLinks(options: RemarkApiLinksOptions = {}) {
    let index = options.index;
    const isExcluded = options.isExcluded ?? isGeneratedFile;
    return (tree: Root, file: { path?: string; history?: string[] }): void => {
        const filePath = file.path ?? file.history?.[0] ?? '';
        if (filePath && isExcluded(path.resolve(filePath))) return;
        index ??= loadIndex(options.indexFile ?? path.join(repoRoot, apiIndexFile));
        linkInlineCode(tree, index);
    };
}

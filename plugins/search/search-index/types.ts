import type { DocArea } from '../../../src/doc-areas';
import type { FlatHierarchy, HitType } from '../../../src/search/types';

/** A heading and the texts up to the next heading. A page's first heading block is its intro (level 1, no anchor). */
export interface HeadingBlock {
    /** Heading id, used as URL hash; null for the intro section under the h1. */
    anchor: string | null;
    /** 1 for the intro, 2–6 for h2–h6. */
    level: number;
    /** Heading text (page title for the intro). */
    title: string;
    /** Titles of the enclosing headings, lvl1 (page title) first, this heading last. */
    path: string[];
    /** Paragraphs, list items, table cells, definition terms, in document order. */
    texts: string[];
}

/** Everything search needs from one built doc page; both backends are fed from this. */
export interface ExtractedPage {
    /** Absolute URL of the page (site URL + path with trailing slash). */
    url: string;
    /** Path part of the URL, e.g. /guides/core-concepts/shipping/ */
    path: string;
    /** Its doc area: hierarchy.lvl0 and the `section` filter. */
    docArea: DocArea;
    title: string;
    /** The page's meta description ('' when it has none). */
    description?: string;
    language: string;
    docusaurusTag: string;
    version: string;
    headingBlocks: HeadingBlock[];
}

/** A DocSearch-shaped record, as the typesense-docsearch scraper produces them (flat dotted keys). */
export interface DocSearchRecord extends FlatHierarchy {
    id: string;
    content: string | null;
    /**
     * What a heading or page-title record (content null) shows as its snippet: its section's first
     * text, else the page's description, else the page's first text. Stored, not searched.
     */
    summary?: string | null;
    url: string;
    url_without_anchor: string;
    anchor: string | null;
    type: HitType;
    language: string;
    docusaurus_tag: string;
    version: string;
    /** Higher first: page titles, then headings by depth, then content. */
    item_priority: number;
}

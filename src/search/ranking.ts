/**
 * How a query becomes a ranked list: every weight and boost of the site's search, index-time and query-time, in
 * one definition (`RANKING`) that both the index builder and the browser import. Each figure was measured with
 * `npm run bench:search` (or its offline twin, `bench:search:offline`); change one only with the bench run
 * before and after.
 *
 * At index time (plugins/search/search-index/pagefind-document.ts) each page becomes a small HTML document for
 * Pagefind: its title, headings and description carry `RANKING.index` as `data-pagefind-weight`, and its
 * filters (doc area, API kind: src/search/api-kind.ts) and metadata (title, section, description, whether it
 * is a legacy Admin UI page) are stored beside the text.
 *
 * At query time (src/search/local-search.ts, `LocalSearch.search`), in this order:
 * 1. Users' words for what the docs name otherwise are replaced by the docs' words (user-words.ts).
 * 2. A query that names an API kind ("createProduct mutation") is first searched as the name among the
 *    reference pages of that kind (api-kind.ts); if that finds pages, they are the answer.
 * 3. The query is classified (`queryIntent`, rank.ts): an API name (`identifier`), a question of two or more
 *    words (`words`), or one plain word (`neutral`).
 * 4. Pagefind is asked. A question's topic words (relaxed.ts, stop words left out) are searched one at a time
 *    and merged: each word weighs by how few pages have it (`termWeights`), and a page scores its weighted
 *    mean per-word score times its weighted share of the words, raised to `query.termCoverageExponent`
 *    (`mergeTermResults`). Anything else is one Pagefind search.
 * 5. The first `query.rerankWindow` documents are loaded and re-ranked (`rerank`, rank.ts): first by tier, how
 *    exactly the page names the query (its title, an h2, a member heading; a legacy Admin UI page drops to the
 *    lowest tier unless the query names the Admin UI), then by Pagefind's score times `query.boost` (exact
 *    names, the doc area for the intent, and for words the share of the topic words in the title, the
 *    description and the best heading). Documents past the window keep Pagefind's order.
 * 6. When query words of four letters or more appear in none of the head's titles and excerpts, they are taken
 *    as misspelt (spelling.ts): the query is run again with the closest words of the index's vocabulary, or,
 *    for a question, without the words the docs never use; with nothing left, there are no results.
 * Within each document, its sub-results (headings) are ordered by `rankSubResults` (rank.ts).
 */

export type QueryIntent = 'identifier' | 'words' | 'neutral';

export interface Ranking {
    /** Pagefind weights of a page's parts (Pagefind's defaults are h1 7, h2 6, h3 5, text 1). */
    index: {
        title: number;
        /** By heading level; levels 0 and 1 are unused (the title is the page's only h1). */
        heading: readonly number[];
        /** The page's first text, its front-matter description. */
        description: number;
        text: number;
    };
    query: {
        /** How many top documents are loaded and re-ranked before paging (also the modal's documents). */
        rerankWindow: number;
        /** How strongly a page must cover a question's topic words when they are searched one at a time. */
        termCoverageExponent: number;
        /** About the number of pages in the index, for the words' weights: only their ratios matter. */
        corpusPages: number;
        /** Multipliers applied to Pagefind's score of the re-ranked documents. */
        boost: {
            exactTitle: number;
            exactHeading: number;
            exactMemberHeading: number;
            titleWords: number;
            headingWords: number;
            descriptionWords: number;
            wordsScoreExponent: number;
            legacy: number;
            section: Record<QueryIntent, Partial<Record<string, number>>>;
        };
    };
}

export const RANKING: Ranking = {
    // Page titles and API member headings carry the names people type, so they get more than Pagefind's defaults.
    index: { title: 10, heading: [0, 0, 7, 5, 3, 2, 2], description: 4, text: 1 },
    query: {
        // Each document costs a fragment that Pagefind fetches and cuts excerpts from before the first results
        // show; 8 ranked every labelled query of bench:search as 10 did, 6 did not.
        rerankWindow: 8,
        termCoverageExponent: 2,
        corpusPages: 1000,
        boost: {
            exactTitle: 4,
            /** An operation or class heading (h2) that is the query. */
            exactHeading: 3,
            /** A member heading (h3 and deeper) that is the query. */
            exactMemberHeading: 2,
            /** A question whose topic words are all in a page's title: its score times (1 + this). */
            titleWords: 1.5,
            /**
             * A question whose topic words are all in one heading of a page (below its title): its score times
             * (1 + this). A section written for a question ("Cash on delivery") is found by its heading.
             */
            headingWords: 0.75,
            /** A question whose topic words are all in a page's description: its score times (1 + this). */
            descriptionWords: 3,
            /** For words (not names), Pagefind's score counts as score^this, so long pages that mention everything weigh less. */
            wordsScoreExponent: 0.5,
            /** A legacy Admin UI page for a query that does not name the Admin UI or Angular. */
            legacy: 0.3,
            section: {
                identifier: { Reference: 1.6 },
                // Long reference pages (all input types on one page) match many words of a question.
                words: { Learn: 1.5, 'User Guide': 1.5, Reference: 0.6 },
                neutral: { Learn: 1.2 },
            },
        },
    },
};

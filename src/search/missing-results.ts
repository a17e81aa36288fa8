import { repositoryUrl } from '../site';

/** "Let us know." in the no-results screen opens a prefilled issue on the repository. */
export function missingResultsUrl({ query }: { query: string }): string {
    const title = `Search: no results for "${query}"`;
    return `${repositoryUrl}/issues/new?title=${encodeURIComponent(title)}&labels=documentation`;
}

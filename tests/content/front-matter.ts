import type { Failure, Page } from '../../lib/content/types';

export function checkFrontMatter(page: Page): Failure[] {
    const failures: Failure[] = [];
    if (!page.frontMatter) {
        return [
            {
                page: page.path,
                line: 1,
                kind: 'front-matter',
                message: 'page has no front matter; it needs `title` and `description`',
            },
        ];
    }
    for (const key of ['title', 'description'] as const) {
        const value = page.frontMatter[key];
        if (typeof value !== 'string' || value.trim() === '') {
            failures.push({
                page: page.path,
                line: 1,
                kind: 'front-matter',
                message: `front matter needs a non-empty \`${key}\``,
            });
        }
    }
    return failures;
}

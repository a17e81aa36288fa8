import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 level A and AA rules (axe tags each rule with the level that introduced it). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The page's WCAG violations, one readable line each with up to three offending elements. */
export async function axeViolations(page: Page): Promise<string[]> {
    // Passes and other results are not read: axe then keeps one node of each, which is most of its serialising.
    const { violations } = await new AxeBuilder({ page })
        .withTags(wcagTags)
        .options({ resultTypes: ['violations'] })
        .analyze();
    return violations.map(
        v =>
            `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
                .slice(0, 3)
                .map(n => n.target.join(' '))
                .join('\n  ')}`,
    );
}

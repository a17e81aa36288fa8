/**
 * What axe does not check, run inside the page (this function is serialised into the browser, so it uses
 * nothing from outside its body): exactly one h1, no skipped heading level, every image with alt text (empty
 * only when decorative), every scrolling code block or table reachable by keyboard.
 */
export interface PageCheckResult {
    rule: 'one-h1' | 'heading-order-skip' | 'img-alt' | 'scrollable-focusable';
    help: string;
    selectors: string[];
}

export function pageChecks(): PageCheckResult[] {
    const results: PageCheckResult[] = [];
    const describe = (el: Element): string => {
        const id = el.id ? `#${el.id}` : '';
        const cls = Array.from(el.classList)
            .slice(0, 2)
            .map(c => `.${c}`)
            .join('');
        const parent = el.parentElement
            ? `${el.parentElement.tagName.toLowerCase()}${Array.from(el.parentElement.classList)
                  .slice(0, 1)
                  .map(c => `.${c}`)
                  .join('')} > `
            : '';
        return `${parent}${el.tagName.toLowerCase()}${id}${cls}`;
    };
    const visible = (el: Element) => {
        const style = getComputedStyle(el);
        return (
            style.display !== 'none' && style.visibility !== 'hidden' && !el.closest('[hidden], [aria-hidden="true"]')
        );
    };
    const main = document.querySelector('main') ?? document.body;

    const h1s = Array.from(document.querySelectorAll('h1')).filter(visible);
    if (h1s.length !== 1)
        results.push({
            rule: 'one-h1',
            help: `a page has exactly one h1 (found ${h1s.length})`,
            selectors: h1s.map(describe),
        });

    const skips: string[] = [];
    let previous = 0;
    for (const heading of Array.from(main.querySelectorAll('h1, h2, h3, h4, h5, h6')).filter(visible)) {
        const level = Number(heading.tagName[1]);
        if (previous && level > previous + 1) skips.push(`${describe(heading)} (h${previous} → h${level})`);
        previous = level;
    }
    if (skips.length)
        results.push({ rule: 'heading-order-skip', help: 'headings do not skip a level', selectors: skips });

    const badImages: string[] = [];
    for (const img of Array.from(document.querySelectorAll('img')).filter(visible)) {
        const alt = img.getAttribute('alt');
        if (alt === null) {
            badImages.push(`${describe(img)} (no alt)`);
            continue;
        }
        if (alt.trim() !== '' || img.getAttribute('role') === 'presentation' || img.getAttribute('role') === 'none')
            continue;
        // An empty alt is right for decoration, wrong when the image is all a link or button holds.
        const control = img.closest('a, button');
        if (control && !(control.textContent ?? '').trim() && !control.getAttribute('aria-label'))
            badImages.push(`${describe(img)} (empty alt is the only label of its ${control.tagName.toLowerCase()})`);
    }
    if (badImages.length)
        results.push({
            rule: 'img-alt',
            help: 'images have alt text (empty only when decorative)',
            selectors: badImages,
        });

    const focusable = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';
    const unreachable: string[] = [];
    for (const el of Array.from(
        main.querySelectorAll(
            'pre, table, .table-scroll, [class*="tableWrapper"], .table-wrapper, [class*="codeBlockContent"]',
        ),
    ).filter(visible)) {
        const style = getComputedStyle(el);
        const scrolls =
            /(auto|scroll)/.test(`${style.overflowX} ${style.overflowY}`) &&
            (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
        if (!scrolls) continue;
        const tabindex = el.getAttribute('tabindex');
        if ((tabindex !== null && Number(tabindex) >= 0) || el.querySelector(focusable)) continue;
        unreachable.push(describe(el));
    }
    if (unreachable.length)
        results.push({
            rule: 'scrollable-focusable',
            help: 'a scrolling code block or table can be reached by keyboard',
            selectors: unreachable,
        });
    return results;
}

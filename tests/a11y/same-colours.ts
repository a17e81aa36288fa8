/**
 * Colour contrast is most of axe's time (about 80 % of a run), and most text on a page repeats a few
 * combinations: the same paragraph colour on the same background at the same size. axe's result for an
 * element depends only on what this function reads (the text's colour, fill, stroke, shadow and size and
 * weight, the opacity and blending of it and its ancestors, the backgrounds and their pseudo-elements down
 * to the first opaque one, and whether the text holds letters or digits), so elements that agree on all of
 * it get the same result. This marks every such element after the first with `data-a11y-same-colours`;
 * check-page.ts leaves marked elements out of color-contrast.
 *
 * It is kept to elements where nothing else decides the result: an element that anything positioned,
 * transformed or floated could overlap, or that is not plainly on the page, is never marked and always
 * checked. A layer that paints nothing (display none, opacity 0 on it or an ancestor) overlaps nothing: axe
 * leaves such elements out of the stack it reads backgrounds from (its createGrid keeps only what is visible
 * on screen), and Infima keeps its closed dropdowns and the mobile menu's backdrop over the page that way. An
 * element clipped by an ancestor that scrolls or hides overflow (a long sidebar's lower links) is checked on
 * at most its visible part, so it gets its twin's result or none: it may be marked when an unclipped twin was
 * checked, but never stands for others.
 *
 * The combinations seen stay on `window` until the next navigation, so the 360 px run checks only what the
 * width changed; `known` carries those of the pages checked before into the first call after a navigation, so
 * a site-wide style is checked on the first page that shows it (a failing combination is then reported on
 * that page only, and still fails the run). Returns the combinations this call saw first. Serialised into the
 * browser: uses nothing from outside its body.
 */
export function markSameColours(known: string[] = []): { checked: number; marked: number; added: string[] } {
    const store = window as unknown as { __a11yColours?: Set<string> };
    const seen = (store.__a11yColours ??= new Set<string>(known));
    const added: string[] = [];
    for (const el of Array.from(document.querySelectorAll('[data-a11y-same-colours]')))
        el.removeAttribute('data-a11y-same-colours');

    // Anything that paints and can sit over or under text that is not its ancestor: positioned, transformed,
    // filtered, floated.
    const layers: Element[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
        if (!el.checkVisibility({ opacityProperty: true })) continue;
        const s = getComputedStyle(el);
        if (
            s.position !== 'static' ||
            s.transform !== 'none' ||
            s.filter !== 'none' ||
            s.float !== 'none' ||
            s.zIndex !== 'auto'
        )
            layers.push(el);
    }
    const layerRects = layers.map(el => ({ el, rect: el.getBoundingClientRect() }));
    const intersects = (a: DOMRect, b: DOMRect) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

    const painted = new Map<Element, string>();
    const paint = (el: Element, s: CSSStyleDeclaration) => {
        const cached = painted.get(el);
        if (cached !== undefined) return cached;
        const pseudo = ['::before', '::after']
            .map(p => getComputedStyle(el, p))
            .filter(ps => ps.content !== 'none' && ps.content !== 'normal')
            .map(ps => `${ps.backgroundColor}/${ps.backgroundImage}/${ps.position}`);
        const value = `${s.backgroundColor}|${s.backgroundImage}|${s.opacity}|${s.mixBlendMode}|${s.filter}|${s.backdropFilter}|${pseudo.join(',')}`;
        painted.set(el, value);
        return value;
    };
    const opaque = (s: CSSStyleDeclaration) => s.backgroundImage === 'none' && /^rgb\(/.test(s.backgroundColor);

    let checked = 0;
    let marked = 0;
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
        if (el.closest('pre')) continue;
        const text = Array.from(el.childNodes)
            .filter(n => n.nodeType === Node.TEXT_NODE)
            .map(n => n.textContent ?? '')
            .join('');
        if (!text.trim()) continue;
        const s = getComputedStyle(el);
        const rect = el.getBoundingClientRect();
        const plainlyShown =
            el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
            rect.width > 0 &&
            rect.height > 0 &&
            rect.left >= 0 &&
            rect.top + window.scrollY >= 0;
        const related = (other: Element) => other === el || other.contains(el) || el.contains(other);
        const overlapped = layerRects.some(l => !related(l.el) && intersects(l.rect, rect));
        let key = '';
        let clipped = false;
        if (plainlyShown && !overlapped) {
            // The tag, role and disabled state decide whether axe checks the element at all.
            const parts: unknown[] = [
                el.tagName,
                el.getAttribute('role'),
                !!el.closest(':disabled, [aria-disabled="true"], label'),
                s.fontFamily,
                s.color,
                s.webkitTextFillColor,
                s.webkitTextStrokeWidth,
                s.webkitTextStrokeColor,
                s.textShadow,
                s.fontSize,
                s.fontWeight,
                /[\p{L}\p{N}]/u.test(text),
            ];
            let opacity = 1;
            let reachedOpaque = false;
            for (let a: Element | null = el; a; a = a.parentElement) {
                const as = a === el ? s : getComputedStyle(a);
                opacity *= Number(as.opacity);
                if (a !== el && as.overflow !== 'visible' && !a.matches('html, body')) {
                    const box = a.getBoundingClientRect();
                    if (
                        rect.left < box.left ||
                        rect.right > box.right ||
                        rect.top < box.top ||
                        rect.bottom > box.bottom
                    )
                        clipped = true;
                }
                if (!reachedOpaque) parts.push(paint(a, as));
                if (opaque(as)) reachedOpaque = true;
            }
            parts.push(opacity);
            key = JSON.stringify(parts);
        }
        if (!key || !seen.has(key)) {
            if (key && !clipped) {
                seen.add(key);
                added.push(key);
            }
            checked++;
            continue;
        }
        el.setAttribute('data-a11y-same-colours', '');
        marked++;
    }
    return { checked, marked, added };
}

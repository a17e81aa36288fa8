import { useEffect, useRef, useState, type RefObject } from 'react';
import { useWindowSize } from '@docusaurus/theme-common';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

import { DESKTOP_BREAKPOINT } from './desktop-breakpoint';

/**
 * The props of an element whose server markup React keeps while hydrating: with an inner HTML and no children,
 * React has nothing inside it to compare or create, and nothing to write later since that (empty) inner HTML
 * never changes. Only for markup nothing in the browser needs to bind to until it is rendered for real.
 */
export const serverMarkup = {
    dangerouslySetInnerHTML: { __html: '' },
    suppressHydrationWarning: true,
} as const;

/** `serverMarkup` with the ref `useKeptServerMarkup` checks the kept element through. */
export type KeptServerMarkup = typeof serverMarkup & { ref: RefObject<never> };

/**
 * The props that keep the served markup of one element of a component, or null to render it: components of the
 * page being hydrated keep it, for as long as they stay mounted; components mounted later, after a client-side
 * navigation, render as usual. After a hydration mismatch React renders the page afresh, without the served
 * markup: an element found empty once mounted is then rendered.
 */
export function useKeptServerMarkup(): KeptServerMarkup | null {
    const isBrowser = useIsBrowser();
    const [keeps, setKeeps] = useState(() => ExecutionEnvironment.canUseDOM && !isBrowser);
    const ref = useRef<Element>(null);
    useEffect(() => {
        if (keeps && ref.current && !ref.current.hasChildNodes()) setKeeps(false);
    }, [keeps]);
    return keeps ? { ...serverMarkup, ref: ref as RefObject<never> } : null;
}

/**
 * Whether a part that only desktop windows show (the docs sidebar, the table of contents beside a doc) is in a
 * narrower window before the theme knows the window's size: `useWindowSize` says "ssr" during the first render
 * in the browser (hydration, and every newly mounted doc page), and the theme renders the desktop part then,
 * to remove it once an effect has measured the window. CSS hides it all along.
 */
export function useDesktopPartInNarrowWindow(): boolean {
    const windowSize = useWindowSize();
    return windowSize === 'ssr' && ExecutionEnvironment.canUseDOM && window.innerWidth <= DESKTOP_BREAKPOINT;
}

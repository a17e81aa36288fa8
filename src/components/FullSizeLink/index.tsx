import React, { type ReactNode } from 'react';
import clsx from 'clsx';

import styles from './styles.module.css';

/**
 * The steps of styles.module.css: a natural width is rounded up to a multiple of STEP, and the link hides
 * when the image's box (`frameClassName`, a size container) is at least that wide, so every image drawn
 * narrower than its natural size offers it. Wider than MAX, the link always shows.
 */
const STEP = 100;
const MAX = 1400;

/** The class of the element around an image and its link: the box whose width says whether the image shrinks. */
export const frameClassName = styles.frame;

export interface Props extends Omit<React.ComponentProps<'a'>, 'href' | 'children'> {
    /** The image's file: opened on its own, the browser shows it at its natural size in a view that scrolls. */
    href: string;
    /** The image's natural width in CSS pixels. */
    width: number;
    /** What the image is, for the link's text ("diagram", "screenshot"). */
    what: string;
}

/**
 * A link under an image that opens it full size. Plain markup, no script: it works before hydration and adds
 * nothing to what React has to do. It shows only while the image is drawn narrower than its natural size.
 */
export default function FullSizeLink({ href, width, what, className, ...rest }: Props): ReactNode {
    const fitsFrom = Math.ceil(width / STEP) * STEP;
    return (
        <a
            {...rest}
            className={clsx(styles.link, className)}
            href={href}
            data-full-size-link=""
            data-fits-from={fitsFrom <= MAX ? fitsFrom : undefined}
        >
            {`Open the ${what} full size`}
        </a>
    );
}

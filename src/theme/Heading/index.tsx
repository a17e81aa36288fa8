import React, { type ReactNode } from 'react';
import Heading from '@theme-original/Heading';
import type { Props } from '@theme/Heading';

import { useKeptServerMarkup } from '../../hydration/server-markup';

/**
 * A heading of the page being hydrated keeps its served markup when its text is plain: its one link is then the
 * hash link, a plain anchor the browser follows by itself. A GraphQL types page has 234 of them.
 */
export default function HeadingWrapper(props: Props): ReactNode {
    const kept = useKeptServerMarkup();
    const { as: As, id, children } = props;
    if (kept && As !== 'h1' && id && typeof children === 'string') return <As id={id} {...kept} />;
    return <Heading {...props} />;
}

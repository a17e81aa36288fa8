import React, { type ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';

import CopyPage from '@site/src/components/CopyPage';
import { markdownPathOf } from '@site/src/markdown-url';

type Props = WrapperProps<typeof ContentType>;

/** "Copy page" beside the title of every doc page (it floats right of the first heading). */
export default function ContentWrapper(props: Props): ReactNode {
    const { metadata } = useDoc();
    return (
        <>
            <CopyPage markdownPath={markdownPathOf(metadata.permalink)} />
            <Content {...props} />
        </>
    );
}

import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type PageType from '@theme/DocCategoryGeneratedIndexPage';
import type { WrapperProps } from '@docusaurus/types';

import CopyPage from '@site/src/components/CopyPage';
import { markdownPathOf } from '@site/src/markdown-url';

type Props = WrapperProps<typeof PageType>;

/** A category's generated index page has a Markdown twin too (plugins/content/llms-txt): named, and copyable. */
export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
    const markdownPath = useBaseUrl(markdownPathOf(props.categoryGeneratedIndex.permalink));
    return (
        <>
            <Head>
                <link rel="alternate" type="text/markdown" href={markdownPath} />
            </Head>
            {/* The index page is narrower than the column (the theme's 75 %): the button keeps to its edge. */}
            <div className="copy-page-of-index">
                <CopyPage />
            </div>
            <DocCategoryGeneratedIndexPage {...props} />
        </>
    );
}

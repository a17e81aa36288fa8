import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Metadata from '@theme-original/DocItem/Metadata';

import { markdownPathOf } from '@site/src/markdown-url';

/** Every doc page names its Markdown twin (written by plugins/llms-txt) for agents and tools that read Markdown. */
export default function MetadataWrapper(): ReactNode {
    const { metadata } = useDoc();
    const { siteConfig } = useDocusaurusContext();
    return (
        <>
            <Metadata />
            <Head>
                <link rel="alternate" type="text/markdown" href={`${siteConfig.url.replace(/\/$/, '')}${markdownPathOf(metadata.permalink)}`} />
            </Head>
        </>
    );
}

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// vendure-docs: @docusaurus/theme-classic 3.7.0's DocItem/Content, changed only where marked (upstream.diff;
// upstream.test.ts fails when the installed theme's file differs from its base). It adds "Copy page" and the
// `<link rel="alternate">` naming the page's Markdown twin (written by plugins/content/llms-txt). Replacing this one
// file rather than wrapping it (or DocItem/Metadata too) keeps what the page's JS gains to those elements.

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Head from '@docusaurus/Head'; // vendure-docs
import useBaseUrl from '@docusaurus/useBaseUrl'; // vendure-docs
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/DocItem/Content';
import CopyPage from '@site/src/components/CopyPage'; // vendure-docs
import {markdownPathOf} from '@site/src/markdown-url'; // vendure-docs

/**
 Title can be declared inside md content or declared through
 front matter and added manually. To make both cases consistent,
 the added title is added under the same div.markdown block
 See https://github.com/facebook/docusaurus/pull/4882#issuecomment-853021120

 We render a "synthetic title" if:
 - user doesn't ask to hide it with front matter
 - the markdown content does not already contain a top-level h1 heading
*/
function useSyntheticTitle(): string | null {
  const {metadata, frontMatter, contentTitle} = useDoc();
  const shouldRender =
    !frontMatter.hide_title && typeof contentTitle === 'undefined';
  if (!shouldRender) {
    return null;
  }
  return metadata.title;
}

export default function DocItemContent({children}: Props): ReactNode {
  const syntheticTitle = useSyntheticTitle();
  const markdownUrl = useBaseUrl(markdownPathOf(useDoc().metadata.permalink)); // vendure-docs
  return (
    <>
      {/* vendure-docs: the page's Markdown twin, and "Copy page" beside the title (it floats right of the first heading) */}
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownUrl} />
      </Head>
      <CopyPage />
    <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
      {syntheticTitle && (
        <header>
          <Heading as="h1">{syntheticTitle}</Heading>
        </header>
      )}
      <MDXContent>{children}</MDXContent>
    </div>
    </>
  );
}

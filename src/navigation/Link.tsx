/**
 * Docusaurus' Link (core 3.7 `client/exports/Link`, aliased over it by plugins/performance/link-preload) without its
 * viewport prefetch. The original gives every internal link its own IntersectionObserver and, once the link is
 * on screen, prefetches the target page's chunks: hundreds of observers while a large reference page hydrates,
 * and other pages' scripts downloading during the first load. Here a link preloads its target when the pointer
 * enters or a touch starts (as the original also does), which is still well before the click lands.
 * Otherwise the same: base URL, trailing slash, broken-link and anchor collection, plain `<a>` for other sites.
 * Link.upstream.test.ts fails when the installed upstream Link changes, and lists what else this leaves out.
 */
import React, { forwardRef, useRef, type ReactNode, type Ref } from 'react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { applyTrailingSlash } from '@docusaurus/utils-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import isInternalUrl from '@docusaurus/isInternalUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import type { Props } from '@docusaurus/Link';

type LinkProps = Props & { activeClassName?: string; isActive?: unknown };

function Link(
    {
        isNavLink,
        to,
        href,
        activeClassName,
        isActive,
        'data-noBrokenLinkCheck': noBrokenLinkCheck,
        autoAddBaseUrl = true,
        ...props
    }: LinkProps,
    ref: Ref<HTMLAnchorElement>,
): ReactNode {
    const { siteConfig } = useDocusaurusContext();
    const { withBaseUrl } = useBaseUrlUtils();
    const brokenLinks = useBrokenLinks();
    const preloaded = useRef(false);

    // `to` and `href` mean the same; `pathname://` marks a same-site URL the router must not take.
    const unprefixed = to || href;
    const isInternal = isInternalUrl(unprefixed);
    const withoutProtocol = unprefixed?.replace('pathname://', '');
    let target =
        withoutProtocol !== undefined && autoAddBaseUrl && withoutProtocol.startsWith('/')
            ? withBaseUrl(withoutProtocol)
            : withoutProtocol;
    if (target && isInternal)
        target = applyTrailingSlash(target, { trailingSlash: siteConfig.trailingSlash, baseUrl: siteConfig.baseUrl });

    const isAnchorLink = target?.startsWith('#') ?? false;
    const isRegularHtmlLink =
        !target || !isInternal || (props.target !== undefined && props.target !== '_self') || isAnchorLink;
    if (!noBrokenLinkCheck && (isAnchorLink || !isRegularHtmlLink)) brokenLinks.collectLink(target);
    if (props.id) brokenLinks.collectAnchor(props.id);

    if (isRegularHtmlLink) {
        const external = unprefixed && !isInternal ? { target: '_blank', rel: 'noopener noreferrer' } : {};
        return <a ref={ref} href={target} {...external} {...props} />;
    }
    const preload = () => {
        if (preloaded.current || target == null) return;
        preloaded.current = true;
        void window.docusaurus.preload(target);
    };
    const RouterComponent = (isNavLink ? NavLink : RouterLink) as typeof NavLink;
    return (
        <RouterComponent
            {...props}
            {...(isNavLink ? { isActive, activeClassName } : {})}
            onMouseEnter={preload}
            onTouchStart={preload}
            innerRef={ref}
            to={target!}
        />
    );
}

export default forwardRef(Link);

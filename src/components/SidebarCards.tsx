import React, { type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import DocCardList from '@theme/DocCardList';

/** Cards for the top-level entries of the current page's sidebar, except the page itself (for a landing page). */
export default function SidebarCards(): ReactNode {
    const sidebar = useDocsSidebar();
    const { pathname } = useLocation();
    const items =
        sidebar?.items.filter(item => item.type === 'category' || (item.type === 'link' && item.href !== pathname)) ??
        [];
    return <DocCardList items={items} />;
}

import React, { type ReactNode } from 'react';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import DocCardList from '@theme/DocCardList';

/** Cards for the top-level categories of the sidebar the current page belongs to (for a body's landing page). */
export default function SidebarCards(): ReactNode {
    const sidebar = useDocsSidebar();
    const items = sidebar?.items.filter(item => item.type === 'category') ?? [];
    return <DocCardList items={items} />;
}

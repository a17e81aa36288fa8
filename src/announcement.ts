import type { ThemeConfig } from '@docusaurus/preset-classic';

/**
 * The announcement bar. Change `id` whenever `content` changes: readers who dismissed the
 * previous announcement then see the new one (Docusaurus resets the stored dismissal on a new id).
 */
export const announcementBar = {
    id: 'vendure-3-7',
    content: 'Vendure 3.7 is out: these docs cover <a href="/guides/getting-started/installation/">Vendure 3.7.3</a>.',
    backgroundColor: '#17c1ff',
    textColor: '#0b1120',
    isCloseable: true,
} satisfies NonNullable<ThemeConfig['announcementBar']>;

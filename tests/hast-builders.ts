import type { Element } from 'hast';

/** Small hast constructors for the unit tests of rehype plugins. */
export const text = (value: string) => ({ type: 'text' as const, value });

export const el = (
    tagName: string,
    children: Element['children'] = [],
    properties: Element['properties'] = {},
): Element => ({
    type: 'element',
    tagName,
    properties,
    children,
});

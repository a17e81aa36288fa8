/**
 * The DocSearch modal's DOM (typesense-docsearch-react 3.4.1) that vendure.tsx places the section
 * filter and the lasting error screen into; upstream.test.ts checks the library still renders it.
 */
export const MODAL_DOM = {
    searchBar: '.DocSearch-Modal > .DocSearch-SearchBar',
    dropdown: '.DocSearch-Dropdown',
    input: '.DocSearch-Input',
} as const;

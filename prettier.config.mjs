// @ts-check
/** The project's style: 4-space indent, single quotes, 120 columns (comments are wrapped there). */
/** @type {import('prettier').Config} */
export default {
    printWidth: 120,
    tabWidth: 4,
    singleQuote: true,
    arrowParens: 'avoid',
    overrides: [
        // npm writes package.json with 2 spaces; the stylesheets use 2 as well.
        { files: ['*.json', '*.css'], options: { tabWidth: 2 } },
    ],
};

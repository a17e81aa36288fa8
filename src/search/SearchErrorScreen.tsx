import React from 'react';

export interface SearchErrorTranslations {
    titleText?: string;
    helpText?: string;
}

/**
 * The modal's own error screen markup (typesense-docsearch-react ErrorScreen), rendered by the
 * SearchBar while the last search failed; the library replaces its error screen with
 * "No results" as soon as its request settles.
 */
export function SearchErrorScreen({
    translations = {},
}: {
    translations?: SearchErrorTranslations;
}): React.JSX.Element {
    const { titleText = 'Unable to fetch results', helpText = 'You might want to check your network connection.' } =
        translations;
    return (
        <div className="DocSearch-ErrorScreen search-error-screen" role="alert">
            <div className="DocSearch-Screen-Icon">
                <svg
                    width="40"
                    height="40"
                    viewBox="0 0 20 20"
                    fill="none"
                    fillRule="evenodd"
                    stroke="currentColor"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    aria-hidden="true"
                >
                    <path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" />
                </svg>
            </div>
            <p className="DocSearch-Title">{titleText}</p>
            <p className="DocSearch-Help">{helpText}</p>
        </div>
    );
}

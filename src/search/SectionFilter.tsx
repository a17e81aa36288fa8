import React from 'react';

import { docAreaNames } from '../doc-areas';
import styles from './SectionFilter.module.css';

/** The hierarchy.lvl0 values the index gives each body of docs. */
export const SECTIONS = docAreaNames;

/** The filter's choices, "All" (no filter) first: the search page's radios and the modal's toggles. */
export const SECTION_OPTIONS: ReadonlyArray<{ label: string; value: string | null }> = [
    { label: 'All', value: null },
    ...SECTIONS.map(section => ({ label: section, value: section })),
];

/** The section chosen (null: all) and what a new choice calls: the search page's radios and the modal's toggles. */
export interface SectionFilterProps {
    value: string | null;
    onChange: (section: string | null) => void;
}

/** "All / Learn / Reference / User Guide" radio group above the search page results. */
export function SectionFilter({ value, onChange }: SectionFilterProps): React.JSX.Element {
    return (
        <fieldset className={styles.filter}>
            <legend className={styles.legend}>Section</legend>
            {SECTION_OPTIONS.map(option => (
                <label key={option.label} className={styles.option}>
                    <input
                        type="radio"
                        name="search-section"
                        checked={value === option.value}
                        onChange={() => onChange(option.value)}
                    />
                    {option.label}
                </label>
            ))}
        </fieldset>
    );
}

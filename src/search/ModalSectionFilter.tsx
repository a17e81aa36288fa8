import React from 'react';

import { SECTION_OPTIONS, type SectionFilterProps } from './SectionFilter';
import styles from './ModalSectionFilter.module.css';

/**
 * "All / Learn / Reference / User Guide" under the modal's search box. Toggle buttons rather
 * than radios: each press is one choice, after which the SearchBar hands focus back to the
 * input so typing goes on.
 */
export function ModalSectionFilter({ value, onChange }: SectionFilterProps): React.JSX.Element {
    return (
        <div className={styles.filter} role="group" aria-label="Search in section">
            {SECTION_OPTIONS.map(option => (
                <button
                    key={option.label}
                    type="button"
                    className={styles.option}
                    aria-pressed={value === option.value}
                    // Keep the input's focus on mouse down: the modal treats focus leaving for outside its form as closing.
                    onMouseDown={event => event.preventDefault()}
                    onClick={() => onChange(option.value)}
                >
                    {option.label}
                </button>
            ))}
        </div>
    );
}

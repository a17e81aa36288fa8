/**
 * The admonition types the site renders: Docusaurus's defaults plus `:::cli` (registered in
 * docusaurus.config.ts), each with the label its Markdown twin opens with (`> **Note**`).
 */
export const admonitionLabels: Readonly<Record<string, string>> = {
    note: 'Note',
    tip: 'Tip',
    info: 'Info',
    warning: 'Warning',
    danger: 'Danger',
    caution: 'Caution',
    important: 'Important',
    success: 'Success',
    secondary: 'Note',
    cli: 'Command line',
};

/** The label line of an admonition in Markdown: `Note`, or `Tip: Faster builds` when it has a title. */
export function admonitionLabel(type: string, title?: string): string | undefined {
    const label = admonitionLabels[type];
    return label && title ? `${label}: ${title}` : label;
}

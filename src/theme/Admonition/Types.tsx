import React, { type ReactNode } from 'react';
import DefaultAdmonitionTypes from '@theme-original/Admonition/Types';
import type ThemeAdmonitionTypes from '@theme/Admonition/Types';
import AdmonitionLayout from '@theme/Admonition/Layout';
import type { Props } from '@theme/Admonition';

function TerminalIcon(): ReactNode {
    return (
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
                fill="currentColor"
                d="M3 4h18a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zm1 2v12h16V6H4zm2.3 2.3 3.7 3.7-3.7 3.7-1.4-1.4 2.3-2.3-2.3-2.3 1.4-1.4zM12 14h6v2h-6v-2z"
            />
        </svg>
    );
}

/** `:::cli` marks a command-line step; the keyword is registered in docusaurus.config.ts. */
function CliAdmonition(props: Props): ReactNode {
    return (
        <AdmonitionLayout
            {...props}
            className="alert alert--secondary admonition-cli"
            icon={props.icon ?? <TerminalIcon />}
            title={props.title ?? 'Command line'}
        >
            {props.children}
        </AdmonitionLayout>
    );
}

const AdmonitionTypes = {
    ...(DefaultAdmonitionTypes as typeof ThemeAdmonitionTypes),
    cli: CliAdmonition,
};

export default AdmonitionTypes;

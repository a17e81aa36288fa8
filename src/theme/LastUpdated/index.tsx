import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/LastUpdated';

import { formatShortDate } from './format-date';

/**
 * The theme's LastUpdated (same markup and translation ids), with its date written without Intl: the first
 * `Intl.DateTimeFormat` of a page load, created while the page hydrates, cost 50–56 ms of main-thread time
 * under 4× CPU (bench:js-profile) on every doc page. `upstream.test.ts` fails when the theme's file changes.
 */
export default function LastUpdated({ lastUpdatedAt, lastUpdatedBy }: Props): ReactNode {
    const atDate = lastUpdatedAt ? new Date(lastUpdatedAt) : undefined;
    return (
        <span className={ThemeClassNames.common.lastUpdated}>
            <Translate
                id="theme.lastUpdated.lastUpdatedAtBy"
                description="The sentence used to display when a page has been last updated, and by who"
                values={{
                    atDate: atDate ? (
                        <Translate
                            id="theme.lastUpdated.atDate"
                            description="The words used to describe on which date a page has been last updated"
                            values={{
                                date: (
                                    <b>
                                        <time dateTime={atDate.toISOString()} itemProp="dateModified">
                                            {formatShortDate(atDate)}
                                        </time>
                                    </b>
                                ),
                            }}
                        >
                            {' on {date}'}
                        </Translate>
                    ) : (
                        ''
                    ),
                    byUser: lastUpdatedBy ? (
                        <Translate
                            id="theme.lastUpdated.byUser"
                            description="The words used to describe by who the page has been last updated"
                            values={{ user: <b>{lastUpdatedBy}</b> }}
                        >
                            {' by {user}'}
                        </Translate>
                    ) : (
                        ''
                    ),
                }}
            >
                {'Last updated{atDate}{byUser}'}
            </Translate>
        </span>
    );
}

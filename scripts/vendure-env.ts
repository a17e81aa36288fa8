/**
 * Import this module first (before any `@vendure/*` package) wherever the project loads Vendure code:
 * the examples runner (tests/examples) and the GraphQL reference (reference/graphql).
 *
 * Vendure 3.7 sends anonymous telemetry from a bootstrapped server unless `VENDURE_DISABLE_TELEMETRY`
 * is `true` (or a CI variable is set); it also stores an installation id in `.vendure/` next to the
 * nearest `node_modules`. Neither must happen from this project: nothing here may reach the network or
 * leave state in the tree.
 */
process.env.VENDURE_DISABLE_TELEMETRY = 'true';

export const telemetryVariable = 'VENDURE_DISABLE_TELEMETRY';

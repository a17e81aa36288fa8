/** Generates only the GraphQL reference: `npx tsx reference/graphql/cli.ts`. */
import { loadGraphqlSchemas, renderGraphqlReference } from './index';

async function main(): Promise<void> {
    const started = Date.now();
    const schemas = await loadGraphqlSchemas();
    const loaded = Date.now();
    await renderGraphqlReference(schemas, { typescriptUrl: () => undefined });
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    console.log(
        `graphql reference: schemas loaded in ${seconds(loaded - started)} s, pages and SDL written in ${seconds(Date.now() - loaded)} s`,
    );
}

main().catch(error => {
    console.error(error);
    process.exit(1);
});

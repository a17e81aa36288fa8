/** The GraphQL reference: the contract used by reference/generate.ts and by cli.ts. */
export { loadGraphqlSchemas } from './load-schema';
export { graphqlTypeUrls, renderGraphqlReference } from './render';
export { writeSdlFiles } from './sdl';
export type { ApiType, GraphqlSchemas, PageKind } from './model';
export type { RenderOptions } from './render-page';

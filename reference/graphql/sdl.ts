import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { printSchema } from 'graphql';

import { repoRoot, sdlDir, staticSchemaDir } from '../paths';
import { apiTypes, type GraphqlSchemas } from './model';

/** Writes `generated/graphql/{admin,shop}.graphql` and the downloadable copies. */
export async function writeSdlFiles(schemas: GraphqlSchemas, root = repoRoot): Promise<void> {
    for (const api of apiTypes) {
        const sdl = printSchema(schemas[api]) + '\n';
        await mkdir(path.join(root, sdlDir), { recursive: true });
        await writeFile(path.join(root, sdlDir, `${api}.graphql`), sdl);
        const staticDir = path.join(root, staticSchemaDir, api);
        await mkdir(staticDir, { recursive: true });
        await writeFile(path.join(staticDir, 'schema.graphql'), sdl);
    }
}

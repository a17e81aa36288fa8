import type { DocSearchRecord } from '../types';
import { docSearchSchema, type CollectionSchema } from './schema';

/**
 * The part of the `typesense` client the indexer uses. Typed structurally so unit tests can
 * record the request sequence with a fake; the real `Typesense.Client` satisfies it.
 */
export interface TypesenseAdmin {
    collections(): {
        create(schema: CollectionSchema): Promise<unknown>;
        retrieve(): Promise<Array<{ name: string }>>;
    };
    collections(name: string): {
        documents(): {
            import(
                documents: DocSearchRecord[],
                options: { action: 'create' },
            ): Promise<Array<{ success: boolean; error?: string }>>;
        };
        delete(): Promise<unknown>;
    };
    aliases(): { upsert(name: string, mapping: { collection_name: string }): Promise<unknown> };
}

export interface IndexOptions {
    /** The alias the site searches (TYPESENSE_COLLECTION), e.g. vendure-docs. */
    alias: string;
    /** Suffix of the new collection; a timestamp by default so names never collide. */
    version?: string;
    batchSize?: number;
    log?: (message: string) => void;
}

export interface IndexReport {
    collection: string;
    documents: number;
    dropped: string[];
}

/**
 * Publishes records with no window where the site searches a half-filled index: fill a new
 * collection, point the alias at it in one call, then drop the collections it replaced.
 * If anything fails before the swap, the new collection is deleted and the live one is untouched.
 */
export async function publishToTypesense(
    client: TypesenseAdmin,
    records: DocSearchRecord[],
    options: IndexOptions,
): Promise<IndexReport> {
    const log = options.log ?? (() => undefined);
    const batchSize = options.batchSize ?? 500;
    const collection = `${options.alias}_${options.version ?? new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;
    if (records.length === 0) throw new Error('No records to index: run `npm run build` first.');

    await client.collections().create(docSearchSchema(collection));
    log(`Created collection ${collection}`);
    try {
        for (let start = 0; start < records.length; start += batchSize) {
            const batch = records.slice(start, start + batchSize);
            const results = await client.collections(collection).documents().import(batch, { action: 'create' });
            const failed = results.filter(result => !result.success);
            if (failed.length > 0)
                throw new Error(
                    `${failed.length} of ${batch.length} documents were rejected: ${failed[0].error ?? 'unknown error'}`,
                );
        }
        log(`Imported ${records.length} documents`);
    } catch (error) {
        await client.collections(collection).delete();
        throw error;
    }

    await client.aliases().upsert(options.alias, { collection_name: collection });
    log(`Alias ${options.alias} → ${collection}`);

    const prefix = `${options.alias}_`;
    const dropped: string[] = [];
    for (const { name } of await client.collections().retrieve()) {
        if (name.startsWith(prefix) && name !== collection) {
            await client.collections(name).delete();
            dropped.push(name);
        }
    }
    if (dropped.length) log(`Dropped ${dropped.join(', ')}`);
    return { collection, documents: records.length, dropped };
}

import { randomBytes } from 'node:crypto';
import type Client from 'typesense/lib/Typesense/Client';
import type { ImportResponse } from 'typesense/lib/Typesense/Documents';
import { ImportError, ObjectAlreadyExists, ObjectNotFound } from 'typesense/lib/Typesense/Errors';

import type { DocSearchRecord } from '../types';
import { docSearchSchema } from './schema';

export interface IndexOptions {
    /** The alias the site searches (TYPESENSE_COLLECTION), e.g. vendure-docs. */
    alias: string;
    /** Suffix of the new collection; a timestamp and a random part by default, so two runs never share one. */
    version?: string;
    batchSize?: number;
    log?: (message: string) => void;
}

export interface IndexReport {
    collection: string;
    documents: number;
    /** The collection the alias pointed at before, now deleted (null when there was none). */
    replaced: string | null;
    /** Other `<alias>_*` collections, left alone: another run's (live or about to be), or a crashed run's. */
    others: string[];
}

/** Rejected documents, named, with the server's reason. */
export class RejectedDocumentsError extends Error {
    constructor(
        readonly collection: string,
        readonly rejected: Array<{ id: string; error: string }>,
        batchSize: number,
    ) {
        const shown = rejected
            .slice(0, 5)
            .map(({ id, error }) => `${id}: ${error}`)
            .join('; ');
        super(
            `${rejected.length} of ${batchSize} documents were rejected by ${collection}: ${shown}${rejected.length > 5 ? '; …' : ''}`,
        );
    }
}

function versionSuffix(): string {
    return `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}_${randomBytes(3).toString('hex')}`;
}

/** The results of one import, whether the client returned them or threw them (`ImportError`). */
async function importBatch(client: Client, collection: string, batch: DocSearchRecord[]): Promise<ImportResponse[]> {
    try {
        // upsert, not create: when the client retries a batch whose first attempt reached the
        // server, create would reject every document of it as "already exists".
        return await client.collections<DocSearchRecord>(collection).documents().import(batch, { action: 'upsert' });
    } catch (error) {
        if (error instanceof ImportError) return error.importResults;
        throw error;
    }
}

/** Where the alias points now, or null. */
async function aliasTarget(client: Client, alias: string): Promise<string | null> {
    try {
        return (await client.aliases(alias).retrieve()).collection_name;
    } catch (error) {
        if (error instanceof ObjectNotFound) return null;
        throw error;
    }
}

async function deleteIfPresent(client: Client, collection: string): Promise<void> {
    try {
        await client.collections(collection).delete();
    } catch (error) {
        // Already gone: a retried delete that had landed, or another run's clean-up.
        if (!(error instanceof ObjectNotFound)) throw error;
    }
}

/**
 * Publishes records with no window where the site searches a half-filled index: fill a new
 * collection, point the alias at it in one call, then delete the collection the alias pointed
 * at before (read before the swap) and nothing else, so a run never deletes another run's
 * collection, live or not. If anything fails before the swap, the new collection is deleted and
 * the alias is untouched. Every step can be retried by the client: the collection name is this
 * run's own, imports upsert, and deletes accept "not found".
 */
export async function publishToTypesense(
    client: Client,
    records: DocSearchRecord[],
    options: IndexOptions,
): Promise<IndexReport> {
    const log = options.log ?? (() => undefined);
    const batchSize = options.batchSize ?? 500;
    const collection = `${options.alias}_${options.version ?? versionSuffix()}`;
    if (records.length === 0) throw new Error('No records to index: run `npm run build` first.');

    try {
        await client.collections().create(docSearchSchema(collection));
    } catch (error) {
        // The name is this run's own: it exists only if a retried create had reached the server.
        if (!(error instanceof ObjectAlreadyExists)) throw error;
    }
    log(`Created collection ${collection}`);
    try {
        for (let start = 0; start < records.length; start += batchSize) {
            const batch = records.slice(start, start + batchSize);
            const results = await importBatch(client, collection, batch);
            const rejected = results.flatMap((result, i) =>
                result.success ? [] : [{ id: batch[i]?.id ?? result.id ?? `#${start + i}`, error: result.error }],
            );
            if (rejected.length > 0 || results.length !== batch.length)
                throw new RejectedDocumentsError(
                    collection,
                    rejected.length > 0
                        ? rejected
                        : [{ id: '(batch)', error: `${results.length} results for ${batch.length} documents` }],
                    batch.length,
                );
        }
        log(`Imported ${records.length} documents`);
    } catch (error) {
        await deleteIfPresent(client, collection);
        throw error;
    }

    const previous = await aliasTarget(client, options.alias);
    await client.aliases().upsert(options.alias, { collection_name: collection });
    log(`Alias ${options.alias} → ${collection}`);

    let replaced: string | null = null;
    if (previous && previous !== collection) {
        if (previous.startsWith(`${options.alias}_`)) {
            await deleteIfPresent(client, previous);
            replaced = previous;
            log(`Deleted ${previous}, which the alias pointed at before`);
        } else log(`The alias pointed at ${previous} before; not one of this indexer's collections, left alone`);
    }
    const others = (await client.collections().retrieve())
        .map(({ name }) => name)
        .filter(name => name.startsWith(`${options.alias}_`) && name !== collection && name !== replaced);
    if (others.length)
        log(
            `Left alone (another run's, or a failed run's: delete by hand once no alias points at them): ${others.join(', ')}`,
        );
    return { collection, documents: records.length, replaced, others };
}

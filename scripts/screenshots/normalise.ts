/**
 * Makes the database's generated values the same on every run, after seeding and before the browser
 * signs in: every timestamp, the order codes, payment transaction ids and the default channel's token
 * (all of which the Dashboard shows) are replaced by values derived from row ids. The browser's clock is
 * fixed at `browserNow`, so relative times ("3 days ago") are stable too.
 */
import type { INestApplication } from '@nestjs/common';
import { ChannelService, RequestContext, TransactionalConnection } from '@vendure/core';

/** The instant all stored timestamps are counted from (row id × `stepMinutes` after it). */
export const baseTime = '2025-06-02 08:00:00';
export const stepMinutes = 97;
/** The browser's fixed clock: two weeks after `baseTime`. */
export const browserNow = new Date('2025-06-16T10:30:00Z');

/** Tables whose timestamps the Dashboard never shows and the server relies on (sessions must not expire). */
const skippedTables = new Set(['session', 'job_record', 'job_record_buffer', 'scheduled_task_record']);

const orderCodeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A code that looks like the default strategy's, derived from the order id. */
export function orderCode(id: number): string {
    let seed = (id * 2654435761) >>> 0;
    let code = '';
    for (let i = 0; i < 16; i++) {
        seed = (seed * 1103515245 + 12345) >>> 0;
        code += orderCodeAlphabet[(seed >>> 16) % orderCodeAlphabet.length];
    }
    return code;
}

export async function normaliseDatabase(app: INestApplication): Promise<{ timestampColumns: number }> {
    const connection = app.get(TransactionalConnection).rawConnection;
    let timestampColumns = 0;
    for (const entity of connection.entityMetadatas) {
        if (skippedTables.has(entity.tableName)) continue;
        const id = entity.columns.find(c => c.databaseName === 'id');
        if (!id) continue;
        for (const column of entity.columns) {
            const isDate =
                column.type === Date ||
                column.type === 'datetime' ||
                column.type === 'timestamp' ||
                column.type === 'date';
            if (!isDate || column.relationMetadata) continue;
            await connection.query(
                `UPDATE "${entity.tableName}" SET "${column.databaseName}" = strftime('%Y-%m-%d %H:%M:%f', ?, '+' || ("id" * ?) || ' minutes') WHERE "${column.databaseName}" IS NOT NULL`,
                [baseTime, stepMinutes],
            );
            timestampColumns++;
        }
    }
    if (timestampColumns < 20)
        throw new Error(`Only ${timestampColumns} timestamp columns found: the normalisation needs updating`);
    const orders = await connection.query<Array<{ id: number }>>(`SELECT "id" FROM "order"`);
    for (const { id } of orders)
        await connection.query(`UPDATE "order" SET "code" = ? WHERE "id" = ?`, [orderCode(id), id]);
    await connection.query(
        `UPDATE "payment" SET "transactionId" = 'TX-' || printf('%08d', "id" * 7919) WHERE "transactionId" IS NOT NULL`,
    );
    await connection.query(
        `UPDATE "channel" SET "token" = 'default-channel-token' WHERE "code" = '__default_channel__'`,
    );
    // The channels are cached in memory (with their tokens): reload them.
    const channelService = app.get<
        ChannelService,
        { allChannels?: { refresh(ctx: RequestContext): Promise<unknown> } }
    >(ChannelService);
    if (!channelService.allChannels)
        throw new Error('ChannelService.allChannels not found: the channel cache refresh needs updating');
    await channelService.allChannels.refresh(RequestContext.empty());
    return { timestampColumns };
}

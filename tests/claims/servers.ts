/**
 * The servers the claims run against: the examples runner's server (`lib/example-server.ts`: Vendure 3.7.3
 * on sql.js with the sample data), each configured as a page describes. One of each is started at a time, in
 * one process, and every claim that needs that configuration runs against it.
 */
import { Query, Resolver } from '@nestjs/graphql';
import {
    Allow,
    ConfigService,
    DefaultJobQueuePlugin,
    Permission,
    PluginCommonModule,
    VendurePlugin,
} from '@vendure/core';
import type { VendureConfig, VendureLogger } from '@vendure/core';
import { HardenPlugin } from '@vendure/harden-plugin';
import { BullMQJobQueuePlugin } from '@vendure/job-queue-plugin/package/bullmq';
import gql from 'graphql-tag';

import { ExampleServer } from '../../lib/example-server';
import { loadPageBlock } from './page-code';
import { startRedis, type RedisInstance } from './redis';

export interface LogEntry {
    level: 'error' | 'warn' | 'info' | 'verbose' | 'debug';
    message: string;
}

/** A Vendure logger that keeps what the server logs, so that claims about startup warnings can read it. */
export class CapturingLogger implements VendureLogger {
    readonly entries: LogEntry[] = [];
    error(message: string) {
        this.entries.push({ level: 'error', message });
    }
    warn(message: string) {
        this.entries.push({ level: 'warn', message });
    }
    info(message: string) {
        this.entries.push({ level: 'info', message });
    }
    verbose(message: string) {
        this.entries.push({ level: 'verbose', message });
    }
    debug(message: string) {
        this.entries.push({ level: 'debug', message });
    }
    warnings(): string[] {
        return this.entries.filter(e => e.level === 'warn').map(e => e.message);
    }
}

/**
 * Shop API queries with three kinds of access: none, an empty `@Allow()`, and `Permission.Authenticated`
 * (decorators applied as calls: this repository compiles with standard decorators, Nest's are legacy ones).
 */
class AccessResolver {
    claimsNoAllow() {
        return true;
    }
    claimsEmptyAllow() {
        return true;
    }
    claimsAuthenticated() {
        return true;
    }
}
function decorateMethod(name: keyof AccessResolver, ...decorators: MethodDecorator[]) {
    const descriptor = Object.getOwnPropertyDescriptor(AccessResolver.prototype, name)!;
    for (const decorator of decorators.reverse()) decorator(AccessResolver.prototype, name, descriptor);
}
decorateMethod('claimsNoAllow', Query());
decorateMethod('claimsEmptyAllow', Query(), Allow());
decorateMethod('claimsAuthenticated', Query(), Allow(Permission.Authenticated));
Resolver()(AccessResolver);

class AccessPlugin {}
VendurePlugin({
    imports: [PluginCommonModule],
    shopApiExtensions: {
        schema: gql`
            extend type Query {
                claimsNoAllow: Boolean!
                claimsEmptyAllow: Boolean!
                claimsAuthenticated: Boolean!
            }
        `,
        resolvers: [AccessResolver],
    },
    compatibility: '^3.0.0',
})(AccessPlugin);

/** Apollo's plugin type as Vendure's config sees it (this repository resolves @apollo/server's ESM types). */
type ApolloPlugin = NonNullable<VendureConfig['apiOptions']['apolloServerPlugins']>[number];

export const securityPage = 'docs/guides/developer-guide/fundamentals/security.md';

type Configure = (config: Required<VendureConfig>, logger: CapturingLogger, redis?: RedisInstance) => void;

interface ServerDefinition {
    plugins?: () => NonNullable<VendureConfig['plugins']>;
    configure: Configure;
    needsRedis?: boolean;
    /** Releases what closing the app leaves behind. */
    afterStop?: (config: Pick<ConfigService, 'jobQueueOptions'>) => void;
}

/**
 * The BullMQ plugin's job queue strategy and job buffer open ioredis connections that closing the app does
 * not close (`BullMQJobQueueStrategy.destroy()` closes the queue and workers only); left open, they keep
 * the process alive and reconnect forever once Redis has stopped.
 */
function disconnectBullMqClients(config: Pick<ConfigService, 'jobQueueOptions'>): void {
    type Clients = Record<'redisConnection' | 'cancellationSub' | 'redis', { disconnect(): void } | undefined>;
    const strategy = config.jobQueueOptions.jobQueueStrategy as unknown as Partial<Clients>;
    const buffer = config.jobQueueOptions.jobBufferStorageStrategy as unknown as Partial<Clients>;
    for (const client of [strategy.redisConnection, strategy.cancellationSub, buffer.redis]) client?.disconnect();
}

/** Core's CORS default, which @vendure/testing's testConfig replaces with `true`. */
const coreCors = { origin: true, credentials: true };

export const serverDefinitions = {
    /** Vendure's own defaults where the examples server differs from them. */
    defaults: {
        plugins: () => [AccessPlugin],
        configure: config => {
            config.apiOptions.cors = coreCors;
        },
    },
    /** As the security page hardens a server: HardenPlugin in prod mode, CSRF prevention in its object form, one proxy. */
    hardened: {
        plugins: () => [HardenPlugin.init({ maxQueryComplexity: 500, apiMode: 'prod' })],
        configure: config => {
            config.apiOptions.cors = coreCors;
            config.apiOptions.csrfPrevention = { requestHeaders: ['x-my-client'] };
            config.apiOptions.trustProxy = 1;
            // What `password: process.env.SUPERADMIN_PASSWORD ?? ''` gives when the variable is missing.
            config.authOptions.superadminCredentials = { identifier: 'ops', password: '' };
        },
    },
    /** The HardenPlugin plus the security page's own Apollo plugin that hides field suggestions. */
    suggestionsHidden: {
        plugins: () => [HardenPlugin.init({ maxQueryComplexity: 500, apiMode: 'prod' })],
        configure: config => {
            const { hideFieldSuggestions } = loadPageBlock<{ hideFieldSuggestions: ApolloPlugin }>(
                securityPage,
                'src/hide-field-suggestions.ts',
            );
            config.apiOptions.apolloServerPlugins = [
                ...(config.apiOptions.apolloServerPlugins ?? []),
                hideFieldSuggestions,
            ];
        },
    },
    /**
     * A "staging" deployment on BullMQ: its queue names carry `jobQueueOptions.prefix`, and it processes only
     * the search index queue, as a dedicated worker would.
     */
    bullmq: {
        needsRedis: true,
        afterStop: disconnectBullMqClients,
        plugins: () => [],
        configure: (config, _logger, redis) => {
            config.plugins = config.plugins.filter(plugin => plugin !== DefaultJobQueuePlugin);
            config.plugins.push(
                BullMQJobQueuePlugin.init({
                    connection: { host: redis!.host, port: redis!.port, maxRetriesPerRequest: null },
                }),
            );
            config.jobQueueOptions = {
                ...config.jobQueueOptions,
                prefix: 'staging-',
                activeQueues: ['staging-update-search-index'],
            };
        },
    },
} satisfies Record<string, ServerDefinition>;

export type ServerName = keyof typeof serverDefinitions;

export interface ClaimServer {
    server: ExampleServer;
    logger: CapturingLogger;
    redis?: RedisInstance;
}

export interface StartedServer extends ClaimServer {
    stop(): Promise<void>;
}

export async function startClaimServer(name: ServerName): Promise<StartedServer> {
    const definition: ServerDefinition = serverDefinitions[name];
    const logger = new CapturingLogger();
    const redis = definition.needsRedis ? await startRedis() : undefined;
    try {
        const server = await ExampleServer.start({
            extraPlugins: definition.plugins?.(),
            // None of these plugins adds entities or custom fields.
            synchronize: false,
            configure: config => {
                config.logger = logger;
                definition.configure(config, logger, redis);
                return config;
            },
        });
        return {
            server,
            logger,
            redis,
            stop: async () => {
                const running = server.app.get(ConfigService);
                await server.stop();
                definition.afterStop?.(running);
                await redis?.stop();
            },
        };
    } catch (error) {
        await redis?.stop();
        throw error;
    }
}

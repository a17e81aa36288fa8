/**
 * A real Vendure 3.7.3 server for the docs' examples, bootstrapped in this process as `@vendure/testing`'s
 * TestServer does, on sql.js with its `testConfig`, with the plugins and sample data of a project made by
 * `@vendure/create` 3.7.3.
 *
 * The populated database is cached in `tests/examples/.work/` (git-ignored), keyed by everything that
 * shapes it, so only the first run imports the sample data. Between pages the database is reloaded from
 * an in-memory snapshot and the server's in-memory caches are refreshed, so every page starts from the
 * same state.
 */
import '../scripts/vendure-env';

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AssetServerPlugin } from '@vendure/asset-server-plugin';
import {
    AutoIncrementIdStrategy,
    ChannelService,
    ConfigService,
    DefaultJobQueuePlugin,
    DefaultLogger,
    JobQueueService,
    Logger,
    DefaultSearchPlugin,
    dummyPaymentHandler,
    isInspectableJobQueueStrategy,
    mergeConfig,
    PollingJobQueueStrategy,
    RequestContext,
    resetConfig,
    TaxRateService,
    TransactionalConnection,
    ZoneService,
    type InitialData,
    type VendureConfig,
} from '@vendure/core';
// The default cache strategy of a new project; not exported from the package index.
import { InMemoryCacheStrategy } from '@vendure/core/dist/config/system/in-memory-cache-strategy';
import { configureSessionCookies, preBootstrapConfig } from '@vendure/core/dist/bootstrap';
import { warnAboutInsecureApiConfig } from '@vendure/core/dist/get-api-security-warnings';
import { wrapEarlyMiddlewareHandler } from '@vendure/core/dist/wrap-early-middleware-handler';
import { importProductsFromCsv, populateCollections, populateInitialData } from '@vendure/core/cli';
import { testConfig } from '@vendure/testing';
import { getMetadataArgsStorage } from 'typeorm';
import type { SqljsDriver } from 'typeorm/driver/sqljs/SqljsDriver.js';

/** The part of sql.js's Database used here (typeorm types the driver's connection as any). */
type SqlJsDatabase = { exec(sql: string): unknown; close(): void };

export const repoRoot = path.resolve(__dirname, '..');
/**
 * Git-ignored folder for everything the servers write: cached database, uploaded assets, transpiled plugins
 * (the examples check's folder, where it has always been).
 */
export const workDir = path.join(repoRoot, 'tests/examples/.work');

const createPackageDir = path.dirname(require.resolve('@vendure/create/package.json'));
const sampleData = {
    initialData: path.join(createPackageDir, 'assets/initial-data.json'),
    productsCsv: path.join(createPackageDir, 'assets/products.csv'),
    images: path.join(createPackageDir, 'assets/images'),
};

export const superadmin = { identifier: 'superadmin', password: 'superadmin' };

/**
 * TypeORM's decorator registry is global: a page's entities, and the columns Vendure adds at bootstrap
 * (custom fields, id and money columns), stay in it. Its lengths are recorded here, before the first
 * bootstrap of this process, so that each plugin page can start from the state of a fresh process.
 */
const pristineMetadata: Array<[unknown[], number]> = Object.values(getMetadataArgsStorage())
    .filter((value): value is unknown[] => Array.isArray(value))
    .map(list => [list, list.length]);

/** Forgets what earlier bootstraps and plugin pages registered globally (TypeORM metadata, Vendure's config). */
export function resetProcessState(): void {
    for (const [list, length] of pristineMetadata) list.length = length;
    resetConfig();
}

/**
 * Modules of @vendure/core that compute their Nest module metadata from the config when they are loaded
 * (the plugins' resolver modules, `PluginModule.forRoot()`): loaded afresh for every server, so that a
 * plugin page's resolvers are wired up although an earlier server of this process had other plugins.
 */
const configDependentModules = [
    'app.module',
    'api/api.module',
    'api/api-internal-modules',
    'api/config/configure-graphql-module',
].map(m => require.resolve(`@vendure/core/dist/${m}.js`));

/**
 * What `TestServer.bootstrap()` of @vendure/testing does (pre-bootstrap config, Nest app, session
 * cookies, early middleware, listen, job queue), with the app module loaded afresh (see above), plus two
 * steps of `bootstrap()` that the TestServer leaves out and the docs' claims rely on: the startup warnings
 * about CORS and CSRF, and Express's `trust proxy` setting.
 */
async function bootstrapServer(userConfig: Required<VendureConfig>): Promise<INestApplication> {
    const config = await preBootstrapConfig(userConfig);
    Logger.useLogger(config.logger);
    warnAboutInsecureApiConfig(config);
    for (const file of configDependentModules) delete require.cache[file];
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { AppModule } = require('@vendure/core/dist/app.module.js') as typeof import('@vendure/core/dist/app.module');
    DefaultLogger.hideNestBoostrapLogs();
    const app = await NestFactory.create<NestExpressApplication>(AppModule, {
        cors: config.apiOptions.cors,
        logger: new Logger(),
        abortOnError: false,
    });
    try {
        app.set('trust proxy', config.apiOptions.trustProxy);
        const { tokenMethod } = config.authOptions;
        if (tokenMethod === 'cookie' || (Array.isArray(tokenMethod) && tokenMethod.includes('cookie')))
            configureSessionCookies(app, config);
        for (const middleware of config.apiOptions.middleware.filter(m => m.beforeListen)) {
            app.use(middleware.route, wrapEarlyMiddlewareHandler(middleware));
        }
        await app.listen(config.apiOptions.port, config.apiOptions.hostname);
    } catch (error) {
        // A server that refuses to start (a claim may expect that) must not keep the process alive.
        DefaultLogger.restoreOriginalLogLevel();
        await app.close().catch(() => undefined);
        throw error;
    }
    await app.get(JobQueueService).start();
    DefaultLogger.restoreOriginalLogLevel();
    shortenJobQueueShutdown(app);
    return app;
}

const pollInterval = 100;

interface ActiveQueueInternals {
    running: boolean;
    timer?: ReturnType<typeof setTimeout>;
    subscription?: { unsubscribe(): void };
    awaitRunningJobsOrTimeout(timeoutMs: number): Promise<void>;
}

/**
 * A polling job queue waits a fixed second after stopping, for job updates to reach the database. The
 * runner stops a server only after all its jobs have settled (ExampleServer.stop), so the wait is cut to one
 * poll interval; with one server per plugin page that saves a second each. Falls back to the original
 * shutdown if the strategy's internals are not what this expects.
 */
function shortenJobQueueShutdown(app: INestApplication): void {
    const strategy = app.get(ConfigService).jobQueueOptions.jobQueueStrategy;
    const queues = (
        strategy as unknown as { activeQueues?: { getAndDelete?(name: string, process: unknown): unknown } }
    ).activeQueues;
    if (!(strategy instanceof PollingJobQueueStrategy) || typeof queues?.getAndDelete !== 'function') return;
    strategy.stop = async (queueName: string, process: unknown) => {
        const active = queues.getAndDelete!(queueName, process) as ActiveQueueInternals | undefined;
        if (!active) return;
        active.running = false;
        clearTimeout(active.timer);
        await active.awaitRunningJobsOrTimeout(5_000);
        active.subscription?.unsubscribe();
        await new Promise(resolve => setTimeout(resolve, pollInterval));
    };
}

type Plugins = NonNullable<VendureConfig['plugins']>;

/** The in-memory cache (sessions, roles, …) with a way to empty it when the database is reloaded. */
class ResettableCacheStrategy extends InMemoryCacheStrategy {
    clear(): void {
        (this as unknown as { cache: Map<string, unknown> }).cache.clear();
        (this as unknown as { cacheTags: Map<string, unknown> }).cacheTags.clear();
    }
}

async function refreshCache(service: object, property: string, ctx: RequestContext): Promise<void> {
    const cache = (service as Record<string, { refresh(ctx: RequestContext): Promise<unknown> } | undefined>)[property];
    if (!cache)
        throw new Error(
            `${service.constructor.name}.${property} not found: the cache refresh after a database reload needs updating`,
        );
    await cache.refresh(ctx);
}

export interface ExampleServerOptions {
    /** The config a plugin page shows (its `vendure-config.ts`), merged in as `exampleConfig` says. */
    pageConfig?: Partial<VendureConfig>;
    /** Plugins added after the default ones and the page config's (a page's `run-plugin` classes). */
    extraPlugins?: Plugins;
    /** Print Vendure's log (also with LOG=1, as in @vendure/testing). */
    log?: boolean;
    /**
     * Whether TypeORM synchronizes the schema of the cached database (default: when `extraPlugins` are given,
     * since a plugin may add entities or custom fields). Plugins that add neither can skip it: it takes seconds.
     */
    synchronize?: boolean;
    /** Changes the finished config before the server starts (the docs' claims start servers configured as a page says). */
    configure?: (config: Required<VendureConfig>) => Required<VendureConfig>;
}

/** Which files and settings decide the populated database; a change to any makes a new cache. */
function databaseKey(): string {
    const hash = createHash('sha256');
    for (const file of [
        __filename,
        sampleData.initialData,
        sampleData.productsCsv,
        require.resolve('@vendure/core/package.json'),
    ]) {
        hash.update(fs.readFileSync(file));
    }
    return hash.digest('hex').slice(0, 16);
}

/** Where the populated sample-data database is cached (it exists once a server has started). */
export function populatedDatabaseFile(): string {
    return path.join(workDir, `db-${databaseKey()}`, 'populated.sqlite');
}

/** A port on 127.0.0.1 that nothing listens on now. */
export async function freePort(): Promise<number> {
    return new Promise((resolve, reject) => {
        const probe = net.createServer();
        probe.once('error', reject);
        probe.listen(0, '127.0.0.1', () => {
            const { port } = probe.address() as net.AddressInfo;
            probe.close(() => resolve(port));
        });
    });
}

/** A plugin entry of a config: a plugin class, or a Nest dynamic module whose `module` is one. */
function pluginClass(plugin: Plugins[number]): unknown {
    return typeof plugin === 'function' ? plugin : plugin.module;
}

/**
 * The server's config, in three layers. At the bottom, a new `@vendure/create` project's settings on top of
 * `testConfig`. Over them, the config a page shows (its `vendure-config.ts`), so that a page's responses are
 * those of the config it tells readers to use; its `dbConnectionOptions` are left out, being a real
 * database's. On top, what the runner itself depends on: where it listens, the sql.js database and its
 * cache, plain numeric ids, the superadmin it signs in as, bearer tokens to carry sessions, the sample
 * data's payment handler and the plugins of the sample project. The page's plugins come after those;
 * one of the same class as a runner plugin is left out (the runner's keeps its settings).
 */
export function exampleConfig(options: {
    port: number;
    database: Uint8Array;
    synchronize: boolean;
    assetDir: string;
    cacheStrategy: InMemoryCacheStrategy;
    pageConfig?: Partial<VendureConfig>;
    extraPlugins?: Plugins;
}): Required<VendureConfig> {
    const newProject = mergeConfig(testConfig, {
        // As in a new project's vendure-config.ts; requireVerification keeps its default (true).
        authOptions: { requireVerification: true },
        defaultChannelToken: null,
    });
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { dbConnectionOptions, plugins: pagePlugins = [], ...pageOptions } = options.pageConfig ?? {};
    const shown = mergeConfig(newProject, pageOptions);
    const runnerPlugins: Plugins = [
        AssetServerPlugin.init({ route: 'assets', assetUploadDir: options.assetDir }),
        DefaultJobQueuePlugin.init({ useDatabaseForBuffer: true, pollInterval }),
        DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: true }),
    ];
    const runnerClasses = new Set(runnerPlugins.map(pluginClass));
    const plugins = [...runnerPlugins];
    for (const plugin of [...pagePlugins, ...(options.extraPlugins ?? [])]) {
        const cls = pluginClass(plugin);
        if (!runnerClasses.has(cls) && !plugins.some(p => pluginClass(p) === cls)) plugins.push(plugin);
    }
    const handlers = shown.paymentOptions.paymentMethodHandlers ?? [];
    return mergeConfig(shown, {
        apiOptions: { port: options.port, hostname: '127.0.0.1', adminApiPath: 'admin-api', shopApiPath: 'shop-api' },
        authOptions: {
            tokenMethod: ['bearer', 'cookie'],
            superadminCredentials: superadmin,
            cookieOptions: { secret: 'docs-examples' },
        },
        dbConnectionOptions: {
            type: 'sqljs',
            database: options.database,
            location: '',
            autoSave: false,
            synchronize: options.synchronize,
            logging: false,
        },
        // Plain numeric ids, as on a real server (testConfig's own strategy prefixes them with "T_").
        entityOptions: { entityIdStrategy: new AutoIncrementIdStrategy() },
        // The sample data's `standard-payment` method uses the dummy handler.
        paymentOptions: {
            paymentMethodHandlers: handlers.includes(dummyPaymentHandler)
                ? handlers
                : [dummyPaymentHandler, ...handlers],
        },
        importExportOptions: { importAssetsDir: sampleData.images },
        systemOptions: { cacheStrategy: options.cacheStrategy },
        plugins,
    });
}

export interface Timings {
    /** Bootstrap of the Nest application (ms). */
    start: number;
    /** Import of the sample data, 0 when the cached database was used (ms). */
    populate: number;
    cached: boolean;
}

export class ExampleServer {
    readonly shopUrl: string;
    readonly adminUrl: string;
    readonly origin: string;
    private snapshot: Uint8Array | undefined;

    private constructor(
        readonly app: INestApplication,
        readonly config: Required<VendureConfig>,
        private readonly cacheStrategy: ResettableCacheStrategy,
        readonly timings: Timings,
    ) {
        const { port } = config.apiOptions;
        this.origin = `http://127.0.0.1:${port}`;
        this.shopUrl = `${this.origin}/shop-api`;
        this.adminUrl = `${this.origin}/admin-api`;
    }

    /**
     * Starts a server on a free port of 127.0.0.1. The first call imports the sample data (as `@vendure/create`
     * does) and caches the database file; later calls load that file.
     */
    static async start(options: ExampleServerOptions = {}): Promise<ExampleServer> {
        resetConfig();
        const previousLog = process.env.LOG;
        if (options.log) process.env.LOG = '1';
        const key = databaseKey();
        const dbFile = populatedDatabaseFile();
        const dataDir = path.dirname(dbFile);
        // Older caches are removed: the key changed, so their content no longer matches.
        if (fs.existsSync(workDir)) {
            for (const entry of fs.readdirSync(workDir)) {
                if (entry.startsWith('db-') && entry !== `db-${key}`)
                    fs.rmSync(path.join(workDir, entry), { recursive: true, force: true });
            }
        }
        const cached = fs.existsSync(dbFile);
        const cacheStrategy = new ResettableCacheStrategy({ cacheSize: 10000 });
        const baseConfig = exampleConfig({
            port: await freePort(),
            database: cached ? fs.readFileSync(dbFile) : new Uint8Array([]),
            // A plugin or a page's config may add entities and custom fields: their tables are created on the cached database.
            synchronize:
                !cached ||
                (options.synchronize ?? ((options.extraPlugins?.length ?? 0) > 0 || options.pageConfig !== undefined)),
            assetDir: path.join(dataDir, 'assets'),
            cacheStrategy,
            pageConfig: options.pageConfig,
            extraPlugins: options.extraPlugins,
        });
        const config = options.configure ? options.configure(baseConfig) : baseConfig;
        const started = Date.now();
        const app = await bootstrapServer(config);
        const bootstrapped = Date.now();
        const server = new ExampleServer(app, config, cacheStrategy, {
            start: bootstrapped - started,
            populate: 0,
            cached,
        });
        if (!cached) {
            await server.populate();
            fs.mkdirSync(dataDir, { recursive: true });
            fs.writeFileSync(dbFile, server.exportDatabase());
            server.timings.populate = Date.now() - bootstrapped;
        }
        if (options.log) process.env.LOG = previousLog;
        server.snapshot = server.exportDatabase();
        return server;
    }

    /** What `@vendure/create` does for a new project with sample data: initial data, products, collections. */
    private async populate(): Promise<void> {
        const initialData = JSON.parse(fs.readFileSync(sampleData.initialData, 'utf8')) as InitialData;
        await populateInitialData(this.app, initialData);
        const result = await importProductsFromCsv(this.app, sampleData.productsCsv, initialData.defaultLanguage);
        if (result.errors?.length) throw new Error(`Sample data import failed:\n${result.errors.join('\n')}`);
        await populateCollections(this.app, initialData);
        await this.waitForJobs(120_000);
    }

    private get driver(): Omit<SqljsDriver, 'databaseConnection'> & { databaseConnection: SqlJsDatabase } {
        return this.app.get(TransactionalConnection).rawConnection.driver as SqljsDriver;
    }

    private exportDatabase(): Uint8Array {
        const data = this.driver.export();
        // sql.js reopens the database while exporting, which drops connection settings.
        this.driver.databaseConnection.exec('PRAGMA foreign_keys = ON');
        return data;
    }

    /** Waits until every job (search index, collection filters, …) has settled. */
    async waitForJobs(timeoutMs = 30_000): Promise<void> {
        const strategy = this.app.get(ConfigService).jobQueueOptions.jobQueueStrategy;
        if (!isInspectableJobQueueStrategy(strategy)) return;
        const deadline = Date.now() + timeoutMs;
        for (;;) {
            const { totalItems } = await strategy.findMany({ filter: { isSettled: { eq: false } }, take: 1 });
            if (totalItems === 0) return;
            if (Date.now() > deadline) throw new Error(`Jobs still running after ${timeoutMs} ms`);
            await new Promise(resolve => setTimeout(resolve, 50));
        }
    }

    /** Puts the database back to its state after start, and drops what the server cached from the previous page. */
    async reset(): Promise<void> {
        await this.waitForJobs();
        const driver = this.driver;
        driver.databaseConnection.close();
        await driver.load(this.snapshot!);
        this.cacheStrategy.clear();
        const ctx = RequestContext.empty();
        // The self-refreshing caches of channels, zones and tax rates would otherwise keep the previous page's rows.
        await refreshCache(this.app.get(ChannelService), 'allChannels', ctx);
        await refreshCache(this.app.get(ZoneService), 'zones', ctx);
        await refreshCache(this.app.get(TaxRateService), 'activeTaxRates', ctx);
    }

    /** Closes the server once its jobs have settled; a failure to close is logged, not thrown. */
    async stop(): Promise<void> {
        try {
            await this.waitForJobs();
            await this.app.close();
        } catch (error) {
            console.error(`Closing the examples server failed: ${(error as Error).message}`);
        }
    }
}

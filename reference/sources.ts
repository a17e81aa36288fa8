/**
 * The one place that pins what the reference is generated from: packages, versions, integrity
 * hashes and publish dates. Change a version here (and in package.json for installed packages).
 */
import type { TypescriptSectionId } from './sections';

/** The Vendure release documented: the version of the framework's packages and when it was published. */
export const vendureRelease = { version: '3.7.3', published: '2026-09-03T20:05:28.401Z' } as const;

/** A package at a pinned version. */
export interface PinnedPackage {
    name: string;
    version: string;
    /** sha512 integrity of the published tarball, as the registry reports it. */
    integrity: string;
    /** Publish time of this version (`npm view NAME time --json`); used as every page's last-update date. */
    published: string;
}

export interface PackageSource extends PinnedPackage {
    section: TypescriptSectionId;
    /** Where it comes from: the project's node_modules, or a pinned tarball extracted into the cache. */
    origin: 'installed' | 'tarball';
    /** Entry files, relative to the package root, whose exports are documented. */
    entries: string[];
    /** Category prefix in `@docsCategory` that is dropped for this section (e.g. "core plugins"). */
    categoryPrefix?: string;
    /** Folder of the package inside the framework's repository (source links). */
    repoDir: string;
    /** Git tag the source links point at. */
    repoTag: string;
    /**
     * Declarations documented although their published `.d.ts` lost the doc comment (file relative to the
     * package root, exported name, `@docsCategory` to use).
     */
    uncommented?: Array<{ file: string; name: string; category: string }>;
    /** When set, every page of this package says it is deprecated, with this text. */
    deprecated?: string;
}

const core = (
    name: string,
    section: TypescriptSectionId,
    entries: string[],
    integrity: string,
    extra: Partial<PackageSource> = {},
): PackageSource => ({
    name: `@vendure/${name}`,
    version: vendureRelease.version,
    section,
    integrity,
    published: vendureRelease.published,
    origin: 'installed',
    entries,
    repoDir: `packages/${name}`,
    repoTag: `v${vendureRelease.version}`,
    ...extra,
});

const plugin = (name: string, entries: string[], integrity: string, extra: Partial<PackageSource> = {}) =>
    core(name, 'core-plugins', entries, integrity, { categoryPrefix: 'core plugins', ...extra });

const movedNotice = (name: string) =>
    `The last published version of this package is the one documented here. It is deprecated: the plugin is moving to \`@vendure-community/${name}\`.`;

export const packageSources: readonly PackageSource[] = [
    core(
        'core',
        'typescript-api',
        ['dist/index.d.ts'],
        'sha512-Og8/rWxpk2SfgnJpTp2JI1cj5b4b0wOIkiC8ACw6uut48o5iPOceX4cp3JlOUmEhyl/JnaoHx0+DLJrRwDiigg==',
        {
            // The CLI helpers ship without comments; `populate` is part of the import-export API.
            uncommented: [{ file: 'cli/populate.d.ts', name: 'populate', category: 'import-export' }],
        },
    ),
    core(
        'common',
        'typescript-api',
        ['lib/shared-types.d.ts', 'lib/shared-utils.d.ts', 'lib/shared-constants.d.ts'],
        'sha512-gXH5IY0RLMBAwaqHxMOhNqmqYVN7g84XYVvo0xnK8PYO5j77hUOczQI1a55C7HEsHdcJg9P5j0e1/00nM+213g==',
    ),
    core(
        'testing',
        'typescript-api',
        ['lib/index.d.ts'],
        'sha512-j6s2M2tgEDKgeHQlXcOtdZFoskD6YdGmE1qhLMyFwUk5TKpYwDxstVMcUmIvh52X95PqLWZY8qVpWGNE9ESY8w==',
    ),
    plugin(
        'asset-server-plugin',
        ['lib/index.d.ts'],
        'sha512-cJVTA2e0R9KG3kX6VFSL3RuqABZgh9EuFdrCUm7hXHi5A4psNPOQPs7fIknGaj0Ft2Xb+Fl+FMhuOVMozsIj2g==',
    ),
    plugin(
        'email-plugin',
        ['lib/index.d.ts'],
        'sha512-jP8X+QEp9g8sKTmBzTVJuX7Iza8E35iicxdsleiF4LM81ojVI5DsmOTxhpiz63vpj02NX+y5dy47uIiKYJ9eAg==',
    ),
    plugin(
        'job-queue-plugin',
        ['package/bullmq/index.d.ts'],
        'sha512-4g7ID+1kFsYNoLQbrCbqJMUEMdyN0kdgutvWTRrNLhFLv4a8DWX+7H9AvEmrbjU5gw3ZtZPDDcYQCZqgGNf3ew==',
    ),
    plugin(
        'harden-plugin',
        ['lib/index.d.ts'],
        'sha512-ChlfiE4o4e80DgT45ptThT3f4zT94APutN6bNX05k996PsZ2q+pSfzFmTnSB9NiudXo0allIhpuV2hmhqODXkg==',
    ),
    plugin(
        'graphiql-plugin',
        ['dist/index.d.ts'],
        'sha512-tRe9xCbc1uLGd2R4/yLYp/WRNdjKwuCSNf0Tha+XlT0o33Ew1ncXaM7SXWouV6m04iomEHKeEIgICru+BFTI3w==',
    ),
    plugin(
        'admin-ui-plugin',
        ['lib/index.d.ts'],
        'sha512-knZUwJ08wJWk8VtcUU7NVMgCNU8s1kpDOJ9xaYcC3VEGmWBqqNQD7egZYHoC9nZkq+x94Q3pRg0gtcdpA5dSGg==',
    ),
    // The Dashboard package is read twice: its server plugin belongs to Core Plugins, the rest to Dashboard.
    core(
        'dashboard',
        'core-plugins',
        ['dist/plugin/index.d.ts'],
        'sha512-WRL7Qqtc26FtzncC6NEuswVh4bGJJORfQhhhfxMI182XZDnqyUe3Ev3nxj1kF4Pt9fg4r0H/OLMUnrMNKDieTA==',
        { categoryPrefix: 'core plugins' },
    ),
    core(
        'dashboard',
        'dashboard',
        ['src/lib/index.ts', 'dist/vite/index.d.ts'],
        'sha512-WRL7Qqtc26FtzncC6NEuswVh4bGJJORfQhhhfxMI182XZDnqyUe3Ev3nxj1kF4Pt9fg4r0H/OLMUnrMNKDieTA==',
    ),
    core(
        'admin-ui',
        'admin-ui-api',
        ['core/index.d.ts', 'react/index.d.ts'],
        'sha512-TXAtZFPVoRXiMFC5uBVFAPAxHkGD/LfnsBldCs8Cw8Bml93ziY1bXDxV9YFBMDqKbyX0X5yYFk3oZ99RCavCrQ==',
    ),
    core(
        'ui-devkit',
        'admin-ui-api',
        ['client/index.d.ts', 'compiler/index.d.ts'],
        'sha512-OmQUCchA3dqDkcrQ2B9Bjf4AM0l7dn4U+EDZdMPnNOfSrFxP4BV7cuxbMJU9u+HmmBNS7OrKZix0iCKbznamgA==',
    ),
    {
        ...plugin(
            'telemetry-plugin',
            ['dist/index.d.ts'],
            'sha512-714futl1gDV0mO+zCmdJDqxKor4lSfaaGlom5lznCKU2FCnDrD31eEKb8/PxCUTfWO2irNmx6RZltCnOXkrN4w==',
        ),
        version: '3.7.0',
        published: '2026-08-25T07:59:57.438Z',
        origin: 'tarball',
        repoTag: 'v3.7.0',
    },
    {
        ...plugin(
            'payments-plugin',
            [
                'package/index.d.ts',
                'package/mollie/index.d.ts',
                'package/stripe/index.d.ts',
                'package/braintree/index.d.ts',
            ],
            'sha512-QDxujHWAK5yQdRfGQm0FfJj/+2UsrVzRiH1BFDpqxaii0X7b1Oyg1tNbN5i1bn/8irWXh98S1FC4c/gh9RFh+g==',
        ),
        version: '3.5.6',
        published: '2026-07-17T14:35:37.217Z',
        origin: 'tarball',
        repoTag: 'v3.5.6',
        deprecated: movedNotice('payments-plugin'),
    },
    {
        ...plugin(
            'elasticsearch-plugin',
            ['lib/index.d.ts'],
            'sha512-YQXcJwGihnlylSmWrU9JmT0HxJGjBx2pgAaaSCYs/ivEZUk7c9NR+wMkrnO6Y4Nr/eC9eyWPOl2aIKC6t6R8tg==',
        ),
        version: '3.5.6',
        published: '2026-08-24T02:06:23.371Z',
        origin: 'tarball',
        repoTag: 'v3.5.6',
        deprecated: movedNotice('elasticsearch-plugin'),
    },
    {
        ...plugin(
            'sentry-plugin',
            ['dist/index.d.ts'],
            'sha512-xoC1jyScu2iTZSe7Vkhj2uTOCYlQ4No5tjn1sBKkSukN2oX6oEUoySVvWUnwLswTzJ8+HhS7OkiGOrvj5HdnxQ==',
        ),
        version: '3.5.4',
        published: '2026-07-17T13:20:21.297Z',
        origin: 'tarball',
        repoTag: 'v3.5.4',
        deprecated: movedNotice('sentry-plugin'),
    },
];

/** The CLI, whose commands the CLI section documents (reference/cli/); installed (package.json pins it too). */
export interface CliSource extends PinnedPackage {
    /** The module of the package that exports its command declarations (`cliCommands`). */
    declarations: string;
    /** The module that registers them with commander (`registerCommands`). */
    registry: string;
}

export const cliSource: CliSource = {
    name: '@vendure/cli',
    version: vendureRelease.version,
    integrity: 'sha512-hvR9p5NoL8pXQw0mxAy0WFNhlkBjipR8yvNHn/AOxRGX/7Vkb2pCx3+XCuG+w92Ga2fWFFsEzor7hi0ywDhBzQ==',
    published: '2026-09-05T17:01:45.859Z',
    declarations: 'dist/commands/command-declarations.js',
    registry: 'dist/shared/command-registry.js',
};

/** Cache for the pinned tarballs (git-ignored because it lives under node_modules). */
export const tarballCacheDir = 'node_modules/.cache/vendure-reference';

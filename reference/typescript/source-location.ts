/** Finds a declaration's original source file and line from the compiled package's source maps. */
import fs from 'node:fs';
import path from 'node:path';

import type { SourceLocation } from './model';

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function decodeVlq(segment: string): number[] {
    const values: number[] = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
        const digit = base64.indexOf(char);
        if (digit < 0) throw new Error(`invalid VLQ character ${char}`);
        value += (digit & 31) << shift;
        if (digit & 32) {
            shift += 5;
        } else {
            values.push(value & 1 ? -(value >>> 1) : value >>> 1);
            value = 0;
            shift = 0;
        }
    }
    return values;
}

/** The 0-based original line that the first mapped segment of a generated line points to. */
export function originalLine(mappings: string, generatedLine: number): number | undefined {
    let sourceLine = 0;
    const lines = mappings.split(';');
    for (let i = 0; i < lines.length && i <= generatedLine; i++) {
        for (const segment of lines[i].split(',')) {
            if (!segment) continue;
            const v = decodeVlq(segment);
            if (v.length < 4) continue;
            sourceLine += v[2];
            if (i === generatedLine) return sourceLine;
        }
    }
    return undefined;
}

interface MapInfo {
    source: string;
    mappings: string;
    jsLines: string[];
}

const mapCache = new Map<string, MapInfo | null>();

function loadMap(dtsFile: string): MapInfo | null {
    const cached = mapCache.get(dtsFile);
    if (cached !== undefined) return cached;
    let info: MapInfo | null = null;
    const jsFile = dtsFile.replace(/\.d\.ts$/, '.js');
    const mapFile = `${jsFile}.map`;
    if (fs.existsSync(mapFile) && fs.existsSync(jsFile)) {
        const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as {
            sources: string[];
            sourceRoot?: string;
            mappings: string;
        };
        if (map.sources.length) {
            info = {
                source: path.resolve(path.dirname(mapFile), map.sourceRoot ?? '', map.sources[0]),
                mappings: map.mappings,
                jsLines: fs.readFileSync(jsFile, 'utf8').split('\n'),
            };
        }
    }
    mapCache.set(dtsFile, info);
    return info;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `file` is the declaration's file (a `.d.ts` with a sibling `.js.map`, or a shipped `.ts`/`.tsx` source);
 * `packageRoot` the package folder, `repoDir` the package's folder in the repository.
 */
export function sourceLocation(
    file: string,
    name: string,
    declarationLine: number,
    packageRoot: string,
    repoDir: string,
): SourceLocation | undefined {
    const toRepo = (abs: string) => {
        const rel = path.relative(packageRoot, abs);
        return rel.startsWith('..') ? undefined : `${repoDir}/${rel.split(path.sep).join('/')}`;
    };
    if (!file.endsWith('.d.ts')) {
        const repoPath = toRepo(file);
        return repoPath ? { path: repoPath, line: declarationLine + 1 } : undefined;
    }
    const map = loadMap(file);
    if (!map) return bundledSource(file, packageRoot, repoDir);
    const repoPath = toRepo(map.source);
    if (!repoPath) return undefined;
    const n = escapeRe(name);
    const pattern = new RegExp(
        `(?:class ${n}\\b|function\\*? ${n}\\b|(?:const|let|var) ${n}\\b|^exports\\.${n} = (?!void 0))`,
    );
    const jsLine = map.jsLines.findIndex(line => pattern.test(line));
    const line = jsLine >= 0 ? originalLine(map.mappings, jsLine) : undefined;
    return { path: repoPath, line: line === undefined ? undefined : line + 1 };
}

const bundleSources = new Map<string, Set<string>>();

/** Source paths (relative to the package root) named by the package's bundle source maps (`fesm2022/*.mjs.map`). */
function sourcesOfBundles(packageRoot: string): Set<string> {
    let sources = bundleSources.get(packageRoot);
    if (sources) return sources;
    sources = new Set();
    const dir = path.join(packageRoot, 'fesm2022');
    if (fs.existsSync(dir)) {
        for (const name of fs.readdirSync(dir).filter(n => n.endsWith('.mjs.map'))) {
            const text = fs.readFileSync(path.join(dir, name), 'utf8');
            // Only the "sources" list is needed; the maps also embed megabytes of source text.
            const start = text.indexOf('"sources":[');
            const end = text.indexOf(']', start);
            if (start < 0 || end < 0) continue;
            for (const source of JSON.parse(text.slice(start + 10, end + 1)) as string[]) {
                // Paths are relative to the build's output folder, not to the installed package: keep the part from `src/`.
                sources.add(source.replace(/^(\.\.\/)+/, ''));
            }
        }
    }
    bundleSources.set(packageRoot, sources);
    return sources;
}

/**
 * Angular packages ship one bundle per entry point; `core/x/y.d.ts` comes from `src/lib/core/src/x/y.ts`.
 * The path is used only when the bundle's source map lists it (no line: the bundle maps are not per file).
 */
function bundledSource(file: string, packageRoot: string, repoDir: string): SourceLocation | undefined {
    const rel = path.relative(packageRoot, file).split(path.sep).join('/');
    const match = /^([^/]+)\/(.+)\.d\.ts$/.exec(rel);
    if (!match) return undefined;
    const candidate = `src/lib/${match[1]}/src/${match[2]}.ts`;
    return sourcesOfBundles(packageRoot).has(candidate) ? { path: `${repoDir}/${candidate}` } : undefined;
}

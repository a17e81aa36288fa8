import fs from 'node:fs';
import path from 'node:path';

export interface OutputSizes {
    totalBytes: number;
    htmlBytes: number;
    jsBytes: number;
    cssBytes: number;
    files: number;
    largestHtml: { path: string; bytes: number };
}

function* walk(dir: string): Generator<string> {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) yield* walk(full);
        else yield full;
    }
}

export function outputSizes(buildDir: string): OutputSizes {
    const sizes: OutputSizes = {
        totalBytes: 0,
        htmlBytes: 0,
        jsBytes: 0,
        cssBytes: 0,
        files: 0,
        largestHtml: { path: '', bytes: 0 },
    };
    for (const file of walk(buildDir)) {
        const bytes = fs.statSync(file).size;
        sizes.files++;
        sizes.totalBytes += bytes;
        if (file.endsWith('.html')) {
            sizes.htmlBytes += bytes;
            if (bytes > sizes.largestHtml.bytes) sizes.largestHtml = { path: path.relative(buildDir, file), bytes };
        } else if (file.endsWith('.js')) sizes.jsBytes += bytes;
        else if (file.endsWith('.css')) sizes.cssBytes += bytes;
    }
    return sizes;
}

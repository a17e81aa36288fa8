/**
 * The User Guide's screenshot files: where they are, how they are named and encoded, and how their size is
 * read back (for the tests, without decoding) and their pixels compared (for a re-run).
 */
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');

/**
 * A folder of docs whose pictures this command takes, with the image folder that holds them (every
 * screenshot of those pages, both variants, and nothing else).
 */
export interface Gallery {
    /** The docs folder, relative to the repository (`page` of a shot is relative to it). */
    docsDir: string;
    /** The image folder, relative to `static/`; the pages use it as the URL path `/<folder>`. */
    imageFolder: string;
    /** Whether every page of the folder (but `pagesWithoutScreens`) must show a picture. */
    everyPage: boolean;
}

/** The User Guide: pictures of the Dashboard as a new project has it, on every page. */
export const userGuide: Gallery = { docsDir: 'docs/user-guide', imageFolder: 'img/user-guide', everyPage: true };
/**
 * The Dashboard guides: pictures of their running example (tests/dashboard-example/), on the pages that
 * change what an administrator sees.
 */
export const dashboardGuide: Gallery = {
    docsDir: 'docs/guides/extending-the-dashboard',
    imageFolder: 'img/dashboard-guide',
    everyPage: false,
};
export const galleries = [userGuide, dashboardGuide];

export const imageDirOf = (gallery: Gallery) => path.join(repoRoot, 'static', gallery.imageFolder);
export const imageUrlPathOf = (gallery: Gallery) => `/${gallery.imageFolder}`;
export const docsDirOf = (gallery: Gallery) => path.join(repoRoot, gallery.docsDir);

export const variants = ['light', 'dark'] as const;
export type Variant = (typeof variants)[number];

export function imageFileName(id: string, variant: Variant): string {
    return `${id}.${variant}.webp`;
}

/** Lossy WebP at this quality: text stays crisp at the size the pages show, and the budgets hold. */
export const webpOptions = { quality: 72, effort: 6, smartSubsample: true } as const;

/** Budgets: all screenshots together (every gallery), and the screenshots of one page (both variants). */
export const totalBudgetBytes = 4 * 1024 * 1024;
export const pageBudgetBytes = 400 * 1024;

/**
 * Width and height of a WebP file from its header (lossy `VP8 `, lossless `VP8L` or extended `VP8X`).
 * Throws for anything that is not a WebP file.
 */
export function webpSize(data: Buffer): { width: number; height: number } {
    if (data.length < 30 || data.toString('ascii', 0, 4) !== 'RIFF' || data.toString('ascii', 8, 12) !== 'WEBP') {
        throw new Error('Not a WebP file');
    }
    const chunk = data.toString('ascii', 12, 16);
    if (chunk === 'VP8X') {
        return { width: 1 + data.readUIntLE(24, 3), height: 1 + data.readUIntLE(27, 3) };
    }
    if (chunk === 'VP8 ') {
        if (data[23] !== 0x9d || data[24] !== 0x01 || data[25] !== 0x2a) throw new Error('Bad VP8 frame header');
        return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
    }
    if (chunk === 'VP8L') {
        if (data[20] !== 0x2f) throw new Error('Bad VP8L signature');
        const bits = data.readUInt32LE(21);
        return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    throw new Error(`Unknown WebP chunk ${JSON.stringify(chunk)}`);
}

export interface PixelDiff {
    /** Pixels whose largest channel difference exceeds the tolerance. */
    differing: number;
    /** Whether the sizes differ (then every pixel counts as differing). */
    sizeChanged: boolean;
}

/** Compares two images pixel by pixel (decoded to RGBA). */
export async function comparePixels(a: Buffer, b: Buffer, tolerance = 0): Promise<PixelDiff> {
    const { default: sharp } = await import('sharp');
    const [ra, rb] = await Promise.all(
        [a, b].map(image => sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
    );
    if (ra.info.width !== rb.info.width || ra.info.height !== rb.info.height) {
        return {
            differing: Math.max(ra.info.width * ra.info.height, rb.info.width * rb.info.height),
            sizeChanged: true,
        };
    }
    let differing = 0;
    for (let i = 0; i < ra.data.length; i += 4) {
        const delta = Math.max(
            Math.abs(ra.data[i] - rb.data[i]),
            Math.abs(ra.data[i + 1] - rb.data[i + 1]),
            Math.abs(ra.data[i + 2] - rb.data[i + 2]),
            Math.abs(ra.data[i + 3] - rb.data[i + 3]),
        );
        if (delta > tolerance) differing++;
    }
    return { differing, sizeChanged: false };
}

export async function encodeWebp(png: Buffer): Promise<Buffer> {
    const { default: sharp } = await import('sharp');
    return sharp(png).webp(webpOptions).toBuffer();
}

/** The image files now in a gallery's folder. */
export function existingImages(gallery: Gallery): string[] {
    const dir = imageDirOf(gallery);
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

/**
 * Renders mermaid diagrams to SVG at build time, in Chromium (mermaid needs a DOM and text measurement).
 * One browser page serves every render of the build and closes when no render has been asked for a while.
 * Each drawing is a standalone SVG file (well-formed XML, sized in pixels), so a page shows it as an image;
 * files are cached by content hash in `generated/mermaid-svg/`, so a rebuild launches no browser.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';

import { chromeFlags, chromePath } from '../../../lib/chromium';

export type ColorMode = 'light' | 'dark';

/** The site's `themeConfig.mermaid` (@docusaurus/theme-mermaid): a mermaid theme per colour mode, and options. */
export interface MermaidThemeConfig {
    theme: Record<ColorMode, string>;
    options?: Record<string, unknown>;
}

/** One diagram drawn in one colour mode: its SVG file and the file's text. */
export interface Drawing {
    file: string;
    svg: string;
}

export type RenderSvg = (code: string, mode: ColorMode) => Promise<Drawing | undefined>;

const root = path.resolve(__dirname, '../../..');
export const cacheDir = path.join(root, 'generated/mermaid-svg');
const mermaidScript = require.resolve('mermaid/dist/mermaid.min.js');
const mermaidVersion = (
    JSON.parse(fs.readFileSync(path.join(path.dirname(mermaidScript), '../package.json'), 'utf8')) as {
        version: string;
    }
).version;
const IDLE_CLOSE_MS = 3000;
/** Changes when the files' form changes, so the cache does not serve drawings of the previous form. */
const FILE_FORMAT = 'standalone-svg-2';

/**
 * What each colour mode adds to mermaid's drawing. Dark: mermaid's dark theme writes edge labels #ccc on
 * #585858 (4.4:1, under WCAG AA): they get light text on the dark surface colour (14:1). The file also gets
 * the page's dark background (src/css/custom.css, --ifm-background-color), so that the drawing opened on
 * its own ("Open full size") is not light text on the browser's white.
 */
const modeStyle: Record<ColorMode, { css: string; background?: string }> = {
    light: { css: '' },
    dark: {
        css:
            '#ID .edgeLabel,#ID .edgeLabel p,#ID .labelBkg{background-color:#1f2937;}' +
            '#ID .edgeLabel rect{fill:#1f2937;opacity:1;}' +
            '#ID .edgeLabel,#ID .edgeLabel *{color:#f3f4f6;fill:#f3f4f6;}',
        background: '#0b1120',
    },
};

/** Cache key of one diagram in one colour mode: everything that changes its SVG. */
export function diagramKey(code: string, mode: ColorMode, config: MermaidThemeConfig): string {
    const input = JSON.stringify({
        FILE_FORMAT,
        mermaidVersion,
        code,
        theme: config.theme[mode],
        options: config.options ?? {},
    });
    return crypto.createHash('sha256').update(input).digest('hex').slice(0, 16);
}

/** Whether this machine can render at build time: playwright-core installed and a Chromium at `chromePath`. */
export function canRender(): boolean {
    if (!fs.statSync(chromePath, { throwIfNoEntry: false })?.isFile()) return false;
    try {
        require.resolve('playwright-core');
        return true;
    } catch {
        return false;
    }
}

let browser: Promise<Browser> | undefined;
let page: Promise<Page> | undefined;
let queue: Promise<unknown> = Promise.resolve();
let pending = 0;
let idleTimer: NodeJS.Timeout | undefined;

function openPage(): Promise<Page> {
    page ??= (async () => {
        const { chromium } = await import('playwright-core');
        browser = chromium.launch({ executablePath: chromePath, args: chromeFlags });
        const p = await (await browser).newPage({ viewport: { width: 1000, height: 800 } });
        await p.setContent('<!DOCTYPE html><html><body></body></html>');
        await p.addScriptTag({ path: mermaidScript });
        return p;
    })();
    return page;
}

async function closeBrowser(): Promise<void> {
    const closing = browser;
    browser = undefined;
    page = undefined;
    await (await closing)?.close();
}

async function renderInBrowser(code: string, mode: ColorMode, config: MermaidThemeConfig, id: string): Promise<string> {
    const p = await openPage();
    // The same call @docusaurus/theme-mermaid makes in the browser, with the mode's theme.
    const initConfig = { startOnLoad: false, ...config.options, theme: config.theme[mode] };
    const { css, background } = modeStyle[mode];
    return p.evaluate(
        async ({ initConfig, id, code, css, background }) => {
            const mermaid = (
                window as unknown as {
                    mermaid: {
                        mermaidAPI: { initialize(c: object): void };
                        render(id: string, text: string): Promise<{ svg: string }>;
                    };
                }
            ).mermaid;
            mermaid.mermaidAPI.initialize(initConfig);
            let svg: string;
            try {
                svg = (await mermaid.render(id, code)).svg;
            } finally {
                document.querySelector(`#d${id}`)?.remove();
            }
            // mermaid's markup is HTML (`<br>` in labels), which an <img> does not parse: the browser reads it
            // as HTML and writes it back as XML. An image needs its size in pixels, not `width="100%"`.
            const host = document.createElement('div');
            host.innerHTML = svg;
            const root = host.querySelector('svg')!;
            const [, , width, height] = (root.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
            if (!width || !height) throw new Error(`diagram ${id} has no viewBox`);
            root.setAttribute('width', String(Math.ceil(width)));
            root.setAttribute('height', String(Math.ceil(height)));
            root.style.removeProperty('max-width');
            if (background) root.style.backgroundColor = background;
            if (css) root.querySelector('style')?.append(css.replaceAll('#ID', `#${id}`));
            if (!root.getAttribute('style')) root.removeAttribute('style');
            return new XMLSerializer().serializeToString(root);
        },
        { initConfig, id, code, css, background },
    );
}

/**
 * The SVG of `code` in `mode`, from the cache or drawn in Chromium; undefined when this machine cannot
 * render (no Chromium) or mermaid rejects the diagram: the page then draws it in the browser as before.
 */
export function svgRenderer(config: MermaidThemeConfig): RenderSvg | undefined {
    if (!canRender()) return undefined;
    return async (code, mode) => {
        const key = diagramKey(code, mode, config);
        const file = path.join(cacheDir, `${key}.svg`);
        if (fs.existsSync(file)) return { file, svg: fs.readFileSync(file, 'utf8') };
        pending++;
        clearTimeout(idleTimer);
        // Renders run one at a time: mermaid is a page-wide singleton configured per render.
        const result = queue.then(() => renderInBrowser(code, mode, config, `mermaid-${key}`));
        queue = result.catch(() => undefined);
        try {
            const svg = await result;
            fs.mkdirSync(cacheDir, { recursive: true });
            fs.writeFileSync(file, svg);
            return { file, svg };
        } catch (error) {
            console.warn(
                `[mermaid-svg] not rendered at build time (drawn in the browser instead): ${(error as Error).message.split('\n')[0]}`,
            );
            return undefined;
        } finally {
            if (--pending === 0) idleTimer = setTimeout(() => void closeBrowser(), IDLE_CLOSE_MS);
        }
    };
}

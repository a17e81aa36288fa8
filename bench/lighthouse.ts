import { chromeFlags, chromePath } from '../lib/chromium';

export interface LighthouseScores {
    performance: number;
    accessibility: number;
    bestPractices: number;
    seo: number;
    lcpMs: number;
    tbtMs: number;
    cls: number;
}

export type FormFactor = 'mobile' | 'desktop';

/** One Lighthouse run in a fresh Chromium (Lighthouse's own simulated throttling for the form factor). */
export async function runLighthouse(url: string, formFactor: FormFactor): Promise<LighthouseScores> {
    const { default: lighthouse } = await import('lighthouse');
    const chromeLauncher = await import('chrome-launcher');
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromeFlags] });
    try {
        const config =
            formFactor === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, config);
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const { categories, audits } = result.lhr;
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        return {
            performance: score('performance'),
            accessibility: score('accessibility'),
            bestPractices: score('best-practices'),
            seo: score('seo'),
            lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
            tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
            cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
        };
    } finally {
        chrome.kill();
    }
}

export function median(values: number[]): number {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Median of each metric over several runs. */
export function medianScores(results: LighthouseScores[]): LighthouseScores {
    const keys = Object.keys(results[0]) as (keyof LighthouseScores)[];
    return Object.fromEntries(keys.map(key => [key, median(results.map(r => r[key]))])) as unknown as LighthouseScores;
}

/** Median of each metric over `runs` runs. */
export async function lighthouseMedian(url: string, formFactor: FormFactor, runs = 3): Promise<LighthouseScores> {
    const results: LighthouseScores[] = [];
    for (let i = 0; i < runs; i++) results.push(await runLighthouse(url, formFactor));
    return medianScores(results);
}

/** Debian's Chromium and the flags that work on these machines (shared by Playwright tests and benches). */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromeFlags = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
];

/** Loaded on demand by "Copy page": fetch the page's Markdown twin and put it on the clipboard. */

async function fetchText(path: string): Promise<string> {
    const response = await fetch(path, { headers: { Accept: 'text/markdown, text/plain' } });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return response.text();
}

/** For browsers without the async clipboard API (or where it is refused): a selected textarea and copy. */
function copyWithSelection(text: string): void {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    if (!copied) throw new Error('copy was refused');
}

export async function copyMarkdown(path: string): Promise<void> {
    const text = fetchText(path);
    // Safari allows the clipboard only during the click: a ClipboardItem takes the text as a promise.
    if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
        try {
            await navigator.clipboard.write([
                new ClipboardItem({ 'text/plain': text.then(t => new Blob([t], { type: 'text/plain' })) }),
            ]);
            return;
        } catch {
            // Fall through: a failed fetch rethrows below; a refused write tries the other ways.
        }
    }
    const markdown = await text;
    try {
        await navigator.clipboard.writeText(markdown);
    } catch {
        copyWithSelection(markdown);
    }
}

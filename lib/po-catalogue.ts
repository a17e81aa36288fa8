/**
 * The Dashboard's English message catalogue (a lingui .po file it ships and compiles into its bundle), read
 * by the User Guide's label check and by the permission model's labels.
 */

/** The English catalogue the pinned Dashboard ships, relative to the repository. */
export const dashboardCatalogue = 'node_modules/@vendure/dashboard/src/i18n/locales/en.po';

export interface PoEntry {
    msgid: string;
    msgstr: string;
}

/** The entries of a .po catalogue, in order (multi-line strings joined). */
export function readPoEntries(po: string): PoEntry[] {
    const entries: PoEntry[] = [];
    let field: 'msgid' | 'msgstr' | undefined;
    let msgid = '';
    let msgstr = '';
    const flush = () => {
        if (msgid || msgstr) entries.push({ msgid, msgstr });
        msgid = msgstr = '';
        field = undefined;
    };
    for (const line of po.split(/\r?\n/)) {
        const start = /^(msgid|msgstr) (".*")$/.exec(line);
        if (start) {
            if (start[1] === 'msgid' && field === 'msgstr') flush();
            field = start[1] as 'msgid' | 'msgstr';
            const value = JSON.parse(start[2]) as string;
            if (field === 'msgid') msgid = value;
            else msgstr = value;
        } else if (field && line.startsWith('"')) {
            const value = JSON.parse(line) as string;
            if (field === 'msgid') msgid += value;
            else msgstr += value;
        } else if (line.trim() === '' && field === 'msgstr') {
            flush();
        }
    }
    if (field === 'msgstr') flush();
    return entries;
}

/** What lingui's `i18n.t(id)` shows in English: the entry's msgstr, else the id itself. */
export function translator(entries: readonly PoEntry[]): (id: string) => string {
    const messages = new Map(entries.map(e => [e.msgid, e.msgstr]));
    return id => messages.get(id) || id;
}

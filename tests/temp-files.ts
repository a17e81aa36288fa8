import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Calls `use` with a new temporary folder that holds the given empty files (`/`-separated paths), removed after. */
export function withEmptyFiles(prefix: string, files: string[], use: (dir: string) => void): void {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    try {
        for (const file of files) {
            fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
            fs.writeFileSync(path.join(dir, file), '');
        }
        use(dir);
    } finally {
        fs.rmSync(dir, { recursive: true, force: true });
    }
}

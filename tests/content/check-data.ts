import { parseAllDocuments } from 'yaml';
import { blankMagicComments } from '../../lib/content/markdown';
import type { CodeBlock, Failure } from '../../lib/content/types';

/** Strict JSON: comments and trailing commas fail, as they would in a .json file read by JSON.parse. */

export function checkJsonBlock(block: CodeBlock): Failure[] {
    try {
        JSON.parse(blankMagicComments(block.code));
        return [];
    } catch (error) {
        const message = (error as Error).message;
        const position = /position (\d+)/.exec(message);
        const offset = position ? Number(position[1]) : undefined;
        const lineInBlock = offset === undefined ? 0 : block.code.slice(0, offset).split('\n').length;
        const lineMatch = /line (\d+)/.exec(message);
        const line = lineMatch ? Number(lineMatch[1]) : lineInBlock;
        return [
            {
                page: block.page,
                line: block.fenceLine + Math.max(line, 1),
                kind: 'json',
                message: `invalid JSON: ${message}`,
            },
        ];
    }
}

export function checkYamlBlock(block: CodeBlock): Failure[] {
    const failures: Failure[] = [];
    for (const document of parseAllDocuments(block.code)) {
        if (!('errors' in document)) continue;
        for (const error of document.errors) {
            const line = error.linePos?.[0].line ?? 1;
            failures.push({
                page: block.page,
                line: block.fenceLine + line,
                kind: 'yaml',
                message: `invalid YAML: ${error.message.split('\n')[0]}`,
            });
        }
    }
    return failures;
}

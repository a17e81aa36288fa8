/**
 * Which compiler errors of a reference example are reported. An example shows how to use an API, and leaves
 * out what is beside the point: the names it gets from elsewhere (its other imports, the services of the
 * class it stands in, the variables of the surrounding code), the types of its parameters, the rest of an
 * object it configures. Errors that such leaving out causes are not reported; what is left says the example
 * disagrees with the API it shows (a property, option, member or export that does not exist, an argument or
 * value of the wrong type, a wrong number of arguments).
 */
import ts from 'typescript';

import type { BlockDiagnostic } from '../../lib/content/check-ts';
import type { PreparedExample } from './fragment';
import type { ExampleError } from './types';

/** Errors caused by what an example leaves out, by code. */
export const leftOutCodes: ReadonlyMap<number, string> = new Map([
    // Names defined in the code around the example, or imported from elsewhere.
    [2304, 'cannot find name'],
    [2552, 'cannot find name'],
    [2503, 'cannot find namespace'],
    [2307, 'cannot find module'],
    [2792, 'cannot find module'],
    [2580, 'cannot find name'],
    [2591, 'cannot find name'],
    [2582, 'cannot find a test runner global'],
    [2593, 'cannot find a test runner global'],
    // Values typed from a name the example leaves out.
    [18046, 'of type unknown'],
    [2571, 'of type unknown'],
    [18004, 'no value for a shorthand property'],
    // Parameters and variables whose types are left out.
    [7005, 'implicit any'],
    [7006, 'implicit any'],
    [7008, 'implicit any'],
    [7019, 'implicit any'],
    [7031, 'implicit any'],
    [7034, 'implicit any'],
    [7016, 'module without types'],
    [2454, 'used before assigned'],
    // Bodies and properties left out (`// ...`): no return value, required members missing.
    [2355, 'no return'],
    [2366, 'no return'],
    [2739, 'missing properties'],
    [2740, 'missing properties'],
    [2741, 'missing property'],
    [2420, 'missing members'],
    [2654, 'missing members'],
    [18052, 'missing members'],
    [2515, 'missing abstract member'],
    [2653, 'missing abstract member'],
    // Alternatives shown side by side.
    [2451, 'redeclared'],
    [2300, 'duplicate identifier'],
    [2393, 'duplicate function'],
    [2717, 'property declared twice'],
    [1117, 'property given twice'],
    [2323, 'duplicate export'],
    [2528, 'several default exports'],
]);

/**
 * Missing properties come from an object the example shows only in part; a value that fits only `never` from
 * a type the compiler could not infer, for want of a value the example leaves out (`control={form.control}`).
 */
function fromLeftOutParts(diagnostic: ts.Diagnostic): boolean {
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    return (
        /is missing the following properties|is missing in type|but required in type/.test(text) ||
        /is not assignable to (parameter of )?type 'never'/.test(text)
    );
}

/**
 * A member missing from a custom fields type (the project declares its custom fields), or from a type the
 * example declares itself (it shows that class only in part).
 */
function missingMemberOfLeftOutType(diagnostic: ts.Diagnostic, declared: ReadonlySet<string>): boolean {
    if (diagnostic.code !== 2339 && diagnostic.code !== 2551) return false;
    const type = /on type '([\w$]+)/.exec(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))?.[1];
    return type !== undefined && (/^Custom\w*Fields$/.test(type) || declared.has(type));
}

/** The example's line (1-based) of an error in its prepared file; 0 for an error in what was added. */
export function exampleLine(found: BlockDiagnostic, prepared: PreparedExample, code: string): number {
    const { diagnostic } = found;
    if (found.line === undefined || !diagnostic.file || diagnostic.start === undefined) return 0;
    if (found.line === 0) {
        const { character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
        return prepared.firstLine.find(part => character < part.end)?.line ?? 0;
    }
    const line = found.line;
    return line > code.split('\n').length ? 0 : line;
}

export function reportedError(
    found: BlockDiagnostic,
    prepared: PreparedExample,
    code: string,
): ExampleError | undefined {
    const { diagnostic } = found;
    if (leftOutCodes.has(diagnostic.code)) return undefined;
    if (fromLeftOutParts(diagnostic)) return undefined;
    if (missingMemberOfLeftOutType(diagnostic, prepared.declared)) return undefined;
    return {
        line: exampleLine(found, prepared, code),
        code: diagnostic.code,
        message: ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '),
    };
}

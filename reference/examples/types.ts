/** What the steps of the reference's examples check pass each other. */

/** A module an example may use names from without importing them (modules.ts). */
export interface ImportSource {
    /** The import path a project writes, e.g. `@vendure/core`. */
    specifier: string;
    /** Every name it exports. */
    names: ReadonlySet<string>;
    /** The exported names that stand for a value, not only a type. */
    values: ReadonlySet<string>;
}

/** A compiler error reported for an example. */
export interface ExampleError {
    /** 1-based line in the example as published. */
    line: number;
    code: number;
    message: string;
}

/**
 * Reader: one TypeScript Program over the packages' entry files; documented exports become the API model.
 * Each step takes what it reads as arguments: the context (reader-context.ts), the documented exports and
 * their ids (documented-exports.ts), link resolution for a declaration's package (link-resolver.ts), then the
 * content of each declaration (declaration.ts, members.ts, outline.ts).
 */
import { readDeclaration } from './declaration';
import { findDocumentedExports } from './documented-exports';
import { linkTargets, resolverFor } from './link-resolver';
import type { ApiModel } from './model';
import { createReaderContext, type ReaderOptions } from './reader-context';

export function readApiModel(options: ReaderOptions): ApiModel {
    const context = createReaderContext(options);
    // Every id is known before any content is read, so that references can resolve.
    const documented = findDocumentedExports(context);
    const targets = linkTargets(context, documented);
    const declarations = documented.list.map(item =>
        readDeclaration({ context, resolve: resolverFor(targets, item.pkg) }, item),
    );
    return { declarations };
}

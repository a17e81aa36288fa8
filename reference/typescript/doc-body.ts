/**
 * The parts of a declaration or member that both renderers lay out alike: the doc comment's body (deprecation
 * notice, description, examples) and the parameters table. Each renderer passes its own flavour for what
 * differs between the MDX page and its plain Markdown twin.
 */
import type { LinkFor } from './markdown';
import type { DocComment, Parameter, RichText } from './model';

export interface BodyFlavor {
    /** Rich text as block Markdown in the renderer's output. */
    markdown(rich: RichText, linkFor: LinkFor): string;
    /** The deprecation notice around its (never empty) reason. */
    deprecated(reason: string): string;
    /** What becomes of an example's `// [!code highlight]` markers. */
    highlights(markdown: string): string;
    /** A parameters table's name and type cells. */
    parameterName(parameter: Parameter): string;
    parameterType(type: RichText, linkFor: LinkFor): string;
}

/**
 * Gives an example's opening fence a title so it reads as an example. Only the first fence line is looked at:
 * when it already has a title, a bare fence further down is its closing fence and must stay bare.
 */
export function titleFirstFence(markdown: string, title: string): string {
    return markdown.replace(/^(`{3,})([^\n]*)$/m, (line, fence: string, info: string) => {
        if (/\btitle=/.test(info)) return line;
        const lang = /^\s*([\w-]+)?\s*$/.exec(info);
        return lang ? `${fence}${(lang[1] ?? 'ts').toLowerCase()} title="${title}"` : line;
    });
}

export function docBody(doc: DocComment, linkFor: LinkFor, flavor: BodyFlavor): string[] {
    const out: string[] = [];
    if (doc.tags.deprecated) {
        const reason = flavor.markdown(doc.tags.deprecated, linkFor).trim();
        out.push(flavor.deprecated(reason || 'This is deprecated.'));
    }
    const description = flavor.markdown(doc.description, linkFor).trim();
    if (description) out.push(description);
    for (const [i, example] of doc.examples.entries()) {
        const title = `Example${doc.examples.length > 1 ? ` ${i + 1}` : ''}`;
        const body = titleFirstFence(flavor.highlights(flavor.markdown(example, linkFor).trim()), title);
        if (body) out.push(body);
    }
    return out;
}

export function parametersTable(parameters: Parameter[], linkFor: LinkFor, flavor: BodyFlavor): string {
    if (!parameters.length) return '';
    const descriptions = parameters.map(p =>
        p.description
            ? flavor
                  .markdown(p.description, linkFor)
                  .replace(/^\s*-\s*/, '')
                  .replace(/\n+/g, ' ')
                  .replace(/\|/g, '\\|')
                  .trim()
            : '',
    );
    const withDescriptions = descriptions.some(Boolean);
    const rows = parameters.map((p, i) => {
        const cells = [flavor.parameterName(p), flavor.parameterType(p.type, linkFor)];
        if (withDescriptions) cells.push(descriptions[i]);
        return `| ${cells.join(' | ')} |`;
    });
    const header = withDescriptions
        ? ['| Name | Type | Description |', '| --- | --- | --- |']
        : ['| Name | Type |', '| --- | --- |'];
    return ['**Parameters**', '', ...header, ...rows].join('\n');
}

/**
 * What a page needs to know of a drawing to show it as an <img>: its size (so nothing moves while it loads)
 * and its text alternative. Inline SVG let a screen reader read the diagram's labels; as an image, the alt
 * text carries them, read in the order a sighted reader takes them in.
 */
import { load, type CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';

const kinds: Record<string, string> = {
    flowchart: 'Flowchart',
    'flowchart-v2': 'Flowchart',
    stateDiagram: 'State diagram',
    sequence: 'Sequence diagram',
};

export interface DrawingFacts {
    width: number;
    height: number;
    alt: string;
}

function label($: CheerioAPI, el: Element): string {
    $(el).find('br').replaceWith(' ');
    return $(el).text().replace(/\s+/g, ' ').trim();
}

/** Labels in reading order: the participants left to right, then the boxes, then what the arrows say. */
function labels($: CheerioAPI): string[] {
    const actors = $('text.actor')
        .toArray()
        .sort((a, b) => Number($(a).attr('x')) - Number($(b).attr('x')))
        .map(el => label($, el));
    const boxes: string[] = [];
    const arrows: string[] = [];
    $('foreignObject, text:not(.actor)').each((_, el) => {
        ($(el).closest('.edgeLabel').length ? arrows : boxes).push(label($, el));
    });
    return [...new Set([...actors, ...boxes, ...arrows].filter(Boolean))];
}

export function describeDrawing(svg: string): DrawingFacts {
    const $ = load(svg, { xml: true });
    const root = $('svg').first();
    const width = Number(root.attr('width'));
    const height = Number(root.attr('height'));
    if (!(width > 0 && height > 0)) throw new Error('a drawing must have its width and height in pixels');
    const kind = kinds[root.attr('aria-roledescription') ?? ''] ?? 'Diagram';
    const text = labels($);
    return { width, height, alt: text.length ? `${kind}: ${text.join('; ')}.` : `${kind}.` };
}

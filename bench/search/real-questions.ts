/**
 * Questions that Vendure users really asked in public (issue trackers of Vendure and its starter
 * storefronts, Q&A threads), each typed as its asker would type it into the search box, and labelled
 * with the pages that answer it, judged by reading them. The labelled queries of `queries.ts` are in
 * the docs' own words; these are in the users' words, which is how search is really used.
 *
 * Kept out: bug reports about a defect since fixed, questions about removed features, and questions
 * about Vendure 1.x APIs. `question` is our one-sentence summary, never the asker's text.
 */
import { realQuestionSummary } from './metrics';
import { REAL_QUESTION_LIST } from './real-question-list';

export interface RealQuestion {
    /** Where it was asked: `owner/repo#number`, or the address of the thread. */
    source: string;
    /** What was asked, in one sentence of ours. */
    question: string;
    /** What the asker would type into the search box: their words, not the docs'. */
    query: string;
    /**
     * The pages that answer it (path, optionally `#anchor`), best first; empty while no page of the
     * site answers it (the bench lists those).
     */
    expect: string[];
    /** The heading of the first page under which the answer stands (the page's title if it is the whole page). */
    heading: string;
    /** A short label of the topic, for reading the report. */
    topic: string;
}

export const REAL_QUESTIONS: RealQuestion[] = REAL_QUESTION_LIST;

const pct = (value: number) => `${(value * 100).toFixed(1)} %`;

/** The real-questions group of a bench run: answered@1, @3 and @5, and the questions no page answers. */
export function printRealQuestions(questions: RealQuestion[], ranks: Array<number | null>): void {
    const summary = realQuestionSummary(questions, ranks);
    console.log(
        `\nReal questions: ${summary.questions}  answered@1 ${pct(summary.answeredAt1)}  answered@3 ${pct(summary.answeredAt3)}  answered@5 ${pct(summary.answeredAt5)}`,
    );
    if (summary.unanswerable.length) console.log(`  answered by no page: ${summary.unanswerable.join('; ')}`);
    const misses = questions.filter((_, index) => ranks[index] === null || ranks[index] > 3);
    for (const question of misses.filter(question => question.expect.length > 0))
        console.log(`  not in the first 3: "${question.query}" (${question.source}) → ${question.expect[0]}`);
}

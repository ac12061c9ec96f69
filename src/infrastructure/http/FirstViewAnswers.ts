import { safeParse } from 'zod/mini';
import { type EmbeddedAnswerJson, FIRST_VIEW_ELEMENT_ID, FirstViewJson } from '@tiara/contract/firstViewJson';

export { FIRST_VIEW_ELEMENT_ID };

/** One API answer as the server gave it: its status and its JSON body. */
export type EmbeddedAnswer = Readonly<EmbeddedAnswerJson>;

/**
 * How long after the page arrived its answers stand for the API's: the first view's screens may
 * mount more than once while React draws them (each asks again), but a visit to the same screen
 * later, or a reload, asks the network, so nothing goes stale.
 */
export const FIRST_VIEW_ANSWERS_MS = 10_000;

/**
 * The GET answers the server already knew when it sent the page (the product, the catalogue, the
 * maintenance flag), so the first view paints without a second round trip. A backend that embeds
 * nothing, or a value that does not parse, simply leaves every call to the network.
 */
export class FirstViewAnswers {
  private readonly answers: Map<string, EmbeddedAnswer>;
  private readonly until: number;
  private readonly now: () => number;

  constructor(answers: Iterable<readonly [string, EmbeddedAnswer]> = [], now: () => number = () => Date.now()) {
    this.answers = new Map(answers);
    this.now = now;
    this.until = now() + FIRST_VIEW_ANSWERS_MS;
  }

  /** The answers embedded in the page's JSON script, or none when it is absent or not what the server writes. */
  static fromJson(text: string | null | undefined, now?: () => number): FirstViewAnswers {
    let value: unknown;
    try {
      value = JSON.parse(text ?? '');
    } catch {
      // No script, or not JSON: no answers, like a value of another shape.
    }
    const parsed = safeParse(FirstViewJson, value);
    return new FirstViewAnswers(parsed.success ? Object.entries(parsed.data.answers) : [], now);
  }

  /** The answer for a GET of `path`, while the first view lasts. */
  take(path: string): EmbeddedAnswer | undefined {
    if (this.now() > this.until) this.answers.clear();
    return this.answers.get(path);
  }
}

import { number, record, safeParse, strictObject, string, unknown } from 'zod/mini';

/** The id of the `<script type="application/json">` in which the server hands over the first view's API answers. */
export const FIRST_VIEW_ELEMENT_ID = 'tiara-first-view';

/** One API answer as the server gave it: its status and its JSON body. */
export interface EmbeddedAnswer {
  readonly status: number;
  readonly body: unknown;
}

const embeddedAnswersSchema = strictObject({
  answers: record(string(), strictObject({ status: number(), body: unknown() })),
});

/**
 * The GET answers the server already knew when it sent the page (the product, the catalogue, the
 * maintenance flag), so the first view paints without a second round trip. Each answer is handed
 * out once: a retry, a later visit or a reload asks the network again, so nothing goes stale. A
 * backend that embeds nothing, or a value that does not parse, simply leaves every call to the
 * network.
 */
export class FirstViewAnswers {
  private readonly answers: Map<string, EmbeddedAnswer>;

  constructor(answers: Iterable<readonly [string, EmbeddedAnswer]> = []) {
    this.answers = new Map(answers);
  }

  /** The answers embedded in the page's JSON script, or none when it is absent or not what the server writes. */
  static fromJson(text: string | null | undefined): FirstViewAnswers {
    if (!text) return new FirstViewAnswers();
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return new FirstViewAnswers();
    }
    const parsed = safeParse(embeddedAnswersSchema, value);
    return parsed.success ? new FirstViewAnswers(Object.entries(parsed.data.answers)) : new FirstViewAnswers();
  }

  /** The answer for a GET of `path`, once. */
  take(path: string): EmbeddedAnswer | undefined {
    const answer = this.answers.get(path);
    this.answers.delete(path);
    return answer;
  }
}

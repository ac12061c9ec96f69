/**
 * What a log line must never carry, wherever it comes from: Fastify's request lines, an error's
 * message or stack quoting an address or a query's parameters, or a field the code logged. The
 * rules run on each finished line (pino's `streamWrite` hook), so a logger call added tomorrow is
 * covered too.
 *
 * - Query strings keep their parameter names and lose their values: the gateway's return (`hmac`,
 *   the card's last digits, transaction ids), the sandbox's `clientSecret`, the callback's `hmac`
 *   and a stock alert's stop link all travel there.
 * - A path segment that looks like a token (24 or more letters, digits, `-` and `_`, with a digit and
 *   a letter among them) is replaced: an upload's id or any link that carries its secret in the path.
 * - E-mail addresses are replaced, whoever they belong to.
 * - A failed query's parameters (drizzle quotes them in the error's message and keeps them on it)
 *   are dropped: they hold whatever the customer sent.
 */

const REDACTED = '[redacted]';

/** A query parameter's value: up to the next parameter, the end of the JSON string, a space or a fragment. */
const QUERY_VALUE = /([?&][^=&?\s"\\#]+=)[^&\s"\\#]*/g;

const PATH_TOKEN = /\/(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{24,}(?=[/?#"\s\\]|$)/g;

const EMAIL = /[\w.%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** `params: …` in drizzle's message (to the end of the line, which JSON writes as `\n`), and its `params` field. */
const QUERY_PARAMETERS_TEXT = /params: (?:[^"\\]|\\(?!n))*/g;
const QUERY_PARAMETERS_FIELD = /"params":\[(?:[^\]"]|"(?:[^"\\]|\\.)*")*\]/g;

/** One finished log line (JSON), with every secret, token and e-mail address replaced. */
export function redactLogLine(line: string): string {
  return line
    .replace(QUERY_PARAMETERS_FIELD, `"params":"${REDACTED}"`)
    .replace(QUERY_PARAMETERS_TEXT, `params: ${REDACTED}`)
    .replace(QUERY_VALUE, `$1${REDACTED}`)
    .replace(PATH_TOKEN, `/${REDACTED}`)
    .replace(EMAIL, '[e-mail]');
}

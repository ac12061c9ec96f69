import { DEFAULT_LANGUAGE } from '@tiara/domain/language';
import { type ServerText, textIn } from '../application/texts/ServerText';
import { HttpMessages } from './HttpMessages';

/**
 * An expected failure with its HTTP status; the error handler turns it into `{ message, code }`,
 * its text written in the language of the request it answers.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly text: ServerText;

  constructor(status: number, code: string, text: ServerText) {
    // The Error's own message (for logs) is the English text.
    super(textIn(text, DEFAULT_LANGUAGE));
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.text = text;
  }
}

export const badRequest = (text: ServerText, code = 'bad_request') => new HttpError(400, code, text);
export const unauthorized = (text: ServerText = HttpMessages.loginRequired, code = 'unauthorized') => new HttpError(401, code, text);
export const forbidden = (text: ServerText = HttpMessages.notAllowed, code = 'forbidden') => new HttpError(403, code, text);
export const notFound = (text: ServerText, code = 'not_found') => new HttpError(404, code, text);
export const conflict = (text: ServerText, code = 'conflict') => new HttpError(409, code, text);

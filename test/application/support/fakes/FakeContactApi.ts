import type { ContactApi, ContactMessage } from '../../../../src/application/contact/ContactApi';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { contactFormProblems, trimmedContactForm } from '@tiara/domain/contact';
import { fail, ok } from '@tiara/domain/result';
import { contactFormMessagesEn } from '../../../../src/locales/shared/en/contactFormMessagesEn';
import { FakeApi, refusal } from './FakeApi';

/**
 * The shop's contact inbox in memory: a message the form's rules (src/domain/contact) accept is
 * kept in `received`, trimmed; any other is refused with the first problem, as the server words
 * it. Every message is kept as sent in `sent`.
 */
export class FakeContactApi extends FakeApi implements ContactApi {
  readonly sent: ContactMessage[] = [];
  readonly received: ContactMessage[] = [];

  send(message: ContactMessage): Promise<ApiResult<void>> {
    this.sent.push(message);
    return this.respond('send', `send ${message.email}`, () => {
      const [problem] = contactFormProblems(message);
      if (problem) return fail(refusal(400, problem.code, contactFormMessagesEn.problems[problem.code]));
      this.received.push(trimmedContactForm(message));
      return ok(undefined);
    });
  }
}

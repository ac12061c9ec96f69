import { inject, injectable } from 'inversify';
import { ContactApi } from '../../application/contact/ContactApi';
import { type ContactField, contactFormProblems, trimmedContactForm } from '@tiara/domain/contact';
import { FieldFocus } from '../forms/FieldFocus';
import { ContactFormMessages } from '../messages/ContactFormMessages';
import { EngageMessages } from '../messages/EngageMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';

const texts = EngageMessages.contact;

export type ContactOutcome = { readonly kind: 'sent'; readonly message: string } | { readonly kind: 'failed'; readonly message: string; readonly detail: string | null };

/**
 * The contact form (/contact), checked by the rules the server applies too (src/domain/contact); the message
 * really reaches the shop (DESIGN §6), success clears the form and failure keeps what was typed. A
 * backend without the call keeps to SPEC §2, where sending is simulated: the message counts as sent.
 */
@injectable()
export class ContactPresenter {
  name = '';
  email = '';
  message = '';
  fieldErrors: Partial<Record<ContactField, string>> = {};
  sending = false;
  outcome: ContactOutcome | null = null;
  /** The field the view brings into view and focuses: the first one 'Send' found wrong. */
  readonly focus = new FieldFocus<ContactField>(['name', 'email', 'message']);

  constructor(@inject(ContactApi) private readonly api: ContactApi) {
    makePresenterObservable<ContactPresenter>(this, arguments, { focus: false });
  }

  fieldChanged(field: ContactField, value: string): void {
    this[field] = value;
    delete this.fieldErrors[field];
  }

  async sendClicked(): Promise<void> {
    if (this.sending) return;
    this.outcome = null;
    const errors = this.validate();
    this.fieldErrors = errors;
    if (this.focus.problemsFound(errors) !== null) return;
    this.sending = true;
    const answer = await this.api.send(trimmedContactForm(this));
    // A refusal the server explained (a message too long, say) is passed on; anything else needs only SPEC's sentence.
    const sent = answer.ok || answer.error.kind === 'not-offered';
    this.finished(sent ? null : answer.error.kind === 'rejected' ? answer.error.message : '');
  }

  private validate(): Partial<Record<ContactField, string>> {
    return Object.fromEntries(contactFormProblems(this).map((problem) => [problem.field, ContactFormMessages.problems[problem.code]]));
  }

  /** Null: sent; otherwise the server's explanation, or '' when it gave none worth showing. */
  private finished(failureDetail: string | null): void {
    this.sending = false;
    if (failureDetail === null) {
      this.name = '';
      this.email = '';
      this.message = '';
      this.outcome = { kind: 'sent', message: ContactFormMessages.sent };
      return;
    }
    this.outcome = { kind: 'failed', message: texts.failed, detail: failureDetail === '' ? null : failureDetail };
  }
}

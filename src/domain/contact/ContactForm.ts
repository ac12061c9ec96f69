import { isValidEmail } from '../checkout';

/** The most the shop keeps of one contact message: a name and a letter, not a file. */
export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_MESSAGE_MAX_LENGTH = 5_000;

export type ContactField = 'name' | 'email' | 'message';

export interface ContactForm {
  readonly name: string;
  readonly email: string;
  readonly message: string;
}

/** What is wrong with a field; the storefront and the server turn it into a text. */
export type ContactProblemCode = 'name_required' | 'name_too_long' | 'email_required' | 'invalid_email' | 'message_required' | 'message_too_long';

export interface ContactFormProblem {
  readonly field: ContactField;
  readonly code: ContactProblemCode;
}

/** The form as it is sent and kept: what was typed, without surrounding spaces. */
export function trimmedContactForm(form: ContactForm): ContactForm {
  return { name: form.name.trim(), email: form.email.trim(), message: form.message.trim() };
}

/**
 * What is wrong with a contact form (SPEC §5: name, email and message are required), at most one
 * problem a field, in the form's order; none when it may be sent. The storefront shows them
 * beside the fields and the server refuses with the first.
 */
export function contactFormProblems(form: ContactForm): ContactFormProblem[] {
  const { name, email, message } = trimmedContactForm(form);
  const problems: ContactFormProblem[] = [];
  if (name === '') problems.push({ field: 'name', code: 'name_required' });
  else if (name.length > CONTACT_NAME_MAX_LENGTH) problems.push({ field: 'name', code: 'name_too_long' });
  if (email === '') problems.push({ field: 'email', code: 'email_required' });
  else if (!isValidEmail(email)) problems.push({ field: 'email', code: 'invalid_email' });
  if (message === '') problems.push({ field: 'message', code: 'message_required' });
  else if (message.length > CONTACT_MESSAGE_MAX_LENGTH) problems.push({ field: 'message', code: 'message_too_long' });
  return problems;
}

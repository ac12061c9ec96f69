import type { serverSandboxCheckoutMessagesEn } from '../../../src/locales/server/en/serverSandboxCheckoutMessagesEn';

/** The card form of the sandbox checkout page, as posted. */
export interface CardForm {
  readonly card_number: string;
  readonly expiry: string;
  readonly cvv: string;
  readonly card_holder: string;
}

export const CARD_FIELDS: ReadonlyArray<keyof CardForm> = ['card_number', 'expiry', 'cvv', 'card_holder'];

/** What can be wrong with a card's details; the page words each in the shopper's language. */
export type CardProblem = keyof typeof serverSandboxCheckoutMessagesEn.cardProblems;

export type CardErrors = Partial<Record<keyof CardForm, CardProblem>>;

/** The Luhn checksum every real card number passes. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The month after the card's expiry month begins, in UTC; null when the text is not MM/YY. */
function expiryEnd(text: string): Date | null {
  const match = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return new Date(Date.UTC(2000 + Number(match[2]), month, 1));
}

/** What a checkout page checks before charging: the card's number, its expiry, its security code and its holder; each field's problem when it is wrong. */
export function checkCardForm(form: CardForm, now: Date): { ok: true; cardNumber: string } | { ok: false; errors: CardErrors } {
  const errors: CardErrors = {};
  const cardNumber = form.card_number.replace(/[\s-]/g, '');
  if (cardNumber === '') errors.card_number = 'cardNumberMissing';
  else if (!/^\d{12,19}$/.test(cardNumber) || !passesLuhn(cardNumber)) errors.card_number = 'cardNumberInvalid';
  const end = expiryEnd(form.expiry);
  if (!end) errors.expiry = 'expiryInvalid';
  else if (end.getTime() <= now.getTime()) errors.expiry = 'expired';
  if (!/^\d{3,4}$/.test(form.cvv.trim())) errors.cvv = 'cvvInvalid';
  if (form.card_holder.trim() === '') errors.card_holder = 'holderMissing';
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, cardNumber };
}

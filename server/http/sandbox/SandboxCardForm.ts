/** The card form of the sandbox checkout page, as posted. */
export interface CardForm {
  readonly card_number: string;
  readonly expiry: string;
  readonly cvv: string;
  readonly card_holder: string;
}

export const CARD_FIELDS: ReadonlyArray<keyof CardForm> = ['card_number', 'expiry', 'cvv', 'card_holder'];

export type CardErrors = Partial<Record<keyof CardForm, string>>;

export const CardFormMessages = {
  cardNumberMissing: 'Enter the card number.',
  cardNumberInvalid: 'Enter a valid card number.',
  expiryInvalid: 'Enter the expiry date as MM/YY.',
  expired: 'This card has expired.',
  cvvInvalid: 'Enter the 3- or 4-digit security code.',
  holderMissing: 'Enter the name on the card.',
} as const;

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

/** What a checkout page checks before charging: the card's number, its expiry, its security code and its holder. */
export function checkCardForm(form: CardForm, now: Date): { ok: true; cardNumber: string } | { ok: false; errors: CardErrors } {
  const errors: CardErrors = {};
  const cardNumber = form.card_number.replace(/[\s-]/g, '');
  if (cardNumber === '') errors.card_number = CardFormMessages.cardNumberMissing;
  else if (!/^\d{12,19}$/.test(cardNumber) || !passesLuhn(cardNumber)) errors.card_number = CardFormMessages.cardNumberInvalid;
  const end = expiryEnd(form.expiry);
  if (!end) errors.expiry = CardFormMessages.expiryInvalid;
  else if (end.getTime() <= now.getTime()) errors.expiry = CardFormMessages.expired;
  if (!/^\d{3,4}$/.test(form.cvv.trim())) errors.cvv = CardFormMessages.cvvInvalid;
  if (form.card_holder.trim() === '') errors.card_holder = CardFormMessages.holderMissing;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, cardNumber };
}

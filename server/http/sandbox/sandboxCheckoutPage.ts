import { type Language, directionOf } from '@tiara/domain/language';
import { Brand } from '@tiara/domain/brand';
import { DELIVERY_FEE_ITEM_NAME, DISCOUNT_ITEM_NAME, type PaymentIntentionItem, STORE_CREDIT_ITEM_NAME } from '@tiara/domain/checkout';
import type { SandboxCheckout } from '../../adapters/payments/SandboxGateway';
import { SANDBOX_APPROVED_CARD, SANDBOX_DECLINED_CARD } from '../../adapters/payments/SandboxGateway';
import { escapeHtml } from '../../application/mail/MailTemplates';
import { formatPrice } from '../../../src/locales/format/formatPrice';
import { serverSandboxCheckoutMessagesAr } from '../../../src/locales/server/ar/serverSandboxCheckoutMessagesAr';
import { serverSandboxCheckoutMessagesEn } from '../../../src/locales/server/en/serverSandboxCheckoutMessagesEn';
import type { Translation } from '../../../src/locales/Translation';
import { type CardErrors, type CardForm, CARD_FIELDS } from './SandboxCardForm';

/**
 * The sandbox's hosted checkout page, rendered on the server (no script) in the shopper's
 * language, Arabic right to left: the amount and items of the intention and a card form whose
 * fields have labels, so a person or a browser test can pay through it. Laid out for a 390 px
 * phone first, its controls at least 44 px high. Every value printed is escaped.
 */

type SandboxTexts = Translation<typeof serverSandboxCheckoutMessagesEn>;

const TEXTS: Readonly<Record<Language, SandboxTexts>> = { en: serverSandboxCheckoutMessagesEn, ar: serverSandboxCheckoutMessagesAr };

export function sandboxTexts(language: Language): SandboxTexts {
  return TEXTS[language];
}

/** A title and what it means for the shopper, as the message pages show them. */
export interface PageMessage {
  readonly title: string;
  readonly message: string;
}

const STYLE = `
  body { font-family: system-ui, 'Segoe UI', Tahoma, 'Noto Sans Arabic', sans-serif; background: #f4f6f8; color: #1d2733; margin: 0; overflow-wrap: anywhere; }
  main { max-width: 30rem; margin: 2rem auto; background: #fff; border-radius: 0.75rem; padding: 1.5rem 2rem; box-shadow: 0 1px 4px rgb(0 0 0 / 12%); }
  @media (max-width: 32rem) { main { margin: 0; border-radius: 0; padding: 1rem; box-shadow: none; } }
  header { display: flex; justify-content: space-between; align-items: center; gap: 1rem; }
  h1 { font-size: 1.4rem; margin: 0; }
  h2 { font-size: 1.05rem; margin: 1.5rem 0 0.5rem; }
  .language { display: inline-flex; align-items: center; min-height: 2.75rem; min-width: 2.75rem; padding: 0 0.75rem; color: #1f5fc4; font-weight: 600; }
  .sandbox { background: #fff4d6; border-radius: 0.5rem; padding: 0.5rem 0.75rem; font-size: 0.9rem; }
  table { width: 100%; border-collapse: collapse; font-size: 0.95rem; }
  th, td { text-align: start; padding: 0.3rem 0; border-bottom: 1px solid #e3e7eb; }
  td.amount, th.amount { text-align: end; white-space: nowrap; padding-inline-start: 0.5rem; }
  label { display: block; margin-top: 0.9rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; min-height: 2.75rem; padding: 0.55rem; font-size: 1rem; border: 1px solid #7b8794; border-radius: 0.4rem; margin-top: 0.25rem; }
  [dir='rtl'] input[dir='ltr'] { text-align: right; }
  input[aria-invalid='true'] { border-color: #b3261e; }
  .error { color: #b3261e; font-size: 0.9rem; margin: 0.25rem 0 0; }
  button, .button { display: block; box-sizing: border-box; width: 100%; min-height: 2.75rem; margin-top: 1.4rem; padding: 0.75rem; font-size: 1.05rem; font-weight: 600; color: #fff; background: #1f5fc4; border: 0; border-radius: 0.5rem; cursor: pointer; text-align: center; text-decoration: none; }
  .hint { font-size: 0.85rem; color: #52606d; padding-inline-start: 1.25rem; }
`;

function page(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}" dir="${directionOf(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(sandboxTexts(language).pageTitle(title))}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

const CARD_LABELS: Readonly<Record<keyof CardForm, (texts: SandboxTexts) => string>> = {
  card_number: (texts) => texts.cardNumber,
  expiry: (texts) => texts.expiry,
  cvv: (texts) => texts.cvv,
  card_holder: (texts) => texts.cardHolder,
};

/** Digits are typed and read left to right in either language; the name follows what is typed. */
const CARD_INPUTS: Readonly<Record<keyof CardForm, (texts: SandboxTexts) => string>> = {
  card_number: () => 'dir="ltr" inputmode="numeric" autocomplete="cc-number" maxlength="23"',
  expiry: (texts) => `dir="ltr" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="${escapeHtml(texts.expiryPlaceholder)}"`,
  cvv: () => 'dir="ltr" inputmode="numeric" autocomplete="cc-csc" maxlength="4"',
  card_holder: () => 'dir="auto" autocomplete="cc-name" maxlength="100"',
};

/** A labelled card field; the first one with an error takes the focus as the page opens (no script needed), so it is in view and read out with its error. */
function field(texts: SandboxTexts, name: keyof CardForm, value: string, error: string | undefined, first: boolean): string {
  const errorId = `${name}-error`;
  return [
    `<label for="${name}">${escapeHtml(CARD_LABELS[name](texts))}</label>`,
    `<input id="${name}" name="${name}" type="text" ${CARD_INPUTS[name](texts)} value="${escapeHtml(value)}"${error ? ` aria-invalid="true" aria-describedby="${errorId}"${first ? ' autofocus' : ''}` : ''}>`,
    error ? `<p class="error" id="${errorId}">${escapeHtml(error)}</p>` : '',
  ].join('\n');
}

const FIXED_ITEMS: Readonly<Record<string, (texts: SandboxTexts) => string>> = {
  [DELIVERY_FEE_ITEM_NAME]: (texts) => texts.deliveryFee,
  [DISCOUNT_ITEM_NAME]: (texts) => texts.discount,
  [STORE_CREDIT_ITEM_NAME]: (texts) => texts.storeCredit,
};

/**
 * An item's name as the page shows it: the fixed items (SPEC's delivery fee and discount, the store credit) in the
 * page's language, the cart's lines as the shop named them (in the language the shopper was
 * reading), isolated so that a Latin name keeps its order in an Arabic table.
 */
function itemName(item: PaymentIntentionItem, texts: SandboxTexts): string {
  const fixed = FIXED_ITEMS[item.name]?.(texts) ?? item.name;
  return `<bdi>${escapeHtml(fixed)}</bdi>`;
}

/** A card number in groups of four, kept left to right inside an Arabic sentence. */
const spaced = (card: string) => `<span dir="ltr">${card.replace(/(\d{4})(?=\d)/g, '$1 ')}</span>`;

export interface CheckoutPageInput {
  readonly checkout: SandboxCheckout;
  readonly publicKey: string;
  readonly language: Language;
  /** What the customer typed, shown again after an error (never the security code). */
  readonly form?: Partial<CardForm>;
  readonly errors?: CardErrors;
}

/** The same page in the other language: the link the page's language switch follows. */
function otherLanguageLink(checkout: SandboxCheckout, publicKey: string, language: Language): string {
  const other: Language = language === 'ar' ? 'en' : 'ar';
  const query = new URLSearchParams({ publicKey, clientSecret: checkout.clientSecret, lang: other });
  return `<a class="language" href="/sandbox/unifiedcheckout/?${escapeHtml(query.toString())}" lang="${other}" hreflang="${other}">${escapeHtml(sandboxTexts(language).otherLanguage)}</a>`;
}

export function checkoutPage({ checkout, publicKey, language, form = {}, errors = {} }: CheckoutPageInput): string {
  const texts = sandboxTexts(language);
  const price = (amount: number) => escapeHtml(formatPrice(amount, language));
  const total = formatPrice(checkout.amount, language);
  const rows = checkout.items.map((item) => `<tr><td>${itemName(item, texts)}</td><td>${item.quantity}</td><td class="amount">${price(item.amount)}</td></tr>`).join('\n');
  const problems = Object.values(errors).map((problem) => texts.cardProblems[problem]);
  const body = `
<header>
<h1>${escapeHtml(Brand.name)}</h1>
${otherLanguageLink(checkout, publicKey, language)}
</header>
<p class="sandbox">${escapeHtml(texts.sandboxNote)}</p>
<h2 id="summary">${escapeHtml(texts.orderSummary)}</h2>
<table aria-labelledby="summary">
<thead><tr><th>${escapeHtml(texts.item)}</th><th>${escapeHtml(texts.quantity)}</th><th class="amount">${escapeHtml(texts.amount)}</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th colspan="2">${escapeHtml(texts.total)}</th><td class="amount">${escapeHtml(total)}</td></tr></tfoot>
</table>
<h2>${escapeHtml(texts.cardDetails)}</h2>
<form method="post" action="/sandbox/unifiedcheckout/pay" novalidate>
<input type="hidden" name="publicKey" value="${escapeHtml(publicKey)}">
<input type="hidden" name="clientSecret" value="${escapeHtml(checkout.clientSecret)}">
<input type="hidden" name="lang" value="${language}">
${problems.length > 0 ? `<p class="error" role="alert">${escapeHtml(texts.checkDetails(problems.join(' ')))}</p>` : ''}
${CARD_FIELDS.map((name) => {
  const problem = errors[name];
  const first = CARD_FIELDS.find((candidate) => errors[candidate] !== undefined) === name;
  return field(texts, name, name === 'cvv' ? '' : (form[name] ?? ''), problem === undefined ? undefined : texts.cardProblems[problem], first);
}).join('\n')}
<button type="submit">${escapeHtml(texts.pay(total))}</button>
</form>
<h2>${escapeHtml(texts.testCards)}</h2>
<ul class="hint">
<li>${escapeHtml(texts.approved)} ${spaced(SANDBOX_APPROVED_CARD)}</li>
<li>${escapeHtml(texts.declined)} ${spaced(SANDBOX_DECLINED_CARD)}</li>
<li>${escapeHtml(texts.anyOtherDetails)}</li>
</ul>`;
  return page(language, texts.pay(total), body);
}

/** A page that says why the checkout cannot be paid, with a way back when there is one. */
export function messagePage(language: Language, { title, message }: PageMessage, back?: string): string {
  const link = back === undefined ? '' : `<a class="button" href="${escapeHtml(back)}">${escapeHtml(sandboxTexts(language).returnToShop)}</a>`;
  return page(language, title, `<h1>${escapeHtml(title)}</h1>\n<p role="alert">${escapeHtml(message)}</p>\n${link}`);
}

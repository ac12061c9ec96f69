import { Brand } from '@tiara/domain/brand';
import { formatEgp } from '@tiara/domain/money';
import type { SandboxCheckout } from '../../adapters/payments/SandboxGateway';
import { SANDBOX_APPROVED_CARD, SANDBOX_DECLINED_CARD } from '../../adapters/payments/SandboxGateway';
import { escapeHtml } from '../../application/mail/MailTemplates';
import { type CardErrors, type CardForm, CARD_FIELDS } from './SandboxCardForm';

/**
 * The sandbox's hosted checkout page, rendered on the server (no script): the amount and items of
 * the intention and a card form whose fields have labels, so a person or a browser test can pay
 * through it. Every value printed is escaped.
 */

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f4f6f8; color: #1d2733; margin: 0; }
  main { max-width: 30rem; margin: 2rem auto; background: #fff; border-radius: 0.75rem; padding: 1.5rem 2rem; box-shadow: 0 1px 4px rgb(0 0 0 / 12%); }
  h1 { font-size: 1.4rem; margin: 0 0 0.25rem; }
  h2 { font-size: 1.05rem; margin: 1.5rem 0 0.5rem; }
  .sandbox { background: #fff4d6; border-radius: 0.5rem; padding: 0.5rem 0.75rem; font-size: 0.9rem; }
  table { width: 100%; border-collapse: collapse; font-size: 0.95rem; }
  th, td { text-align: left; padding: 0.3rem 0; border-bottom: 1px solid #e3e7eb; }
  td.amount, th.amount { text-align: right; }
  label { display: block; margin-top: 0.9rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: 0.55rem; font-size: 1rem; border: 1px solid #b8c2cc; border-radius: 0.4rem; margin-top: 0.25rem; }
  input[aria-invalid='true'] { border-color: #c0262d; }
  .error { color: #c0262d; font-size: 0.9rem; margin: 0.25rem 0 0; }
  button, .button { display: block; width: 100%; margin-top: 1.4rem; padding: 0.75rem; font-size: 1.05rem; font-weight: 600; color: #fff; background: #1f6feb; border: 0; border-radius: 0.5rem; cursor: pointer; text-align: center; text-decoration: none; }
  .hint { font-size: 0.85rem; color: #52606d; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

const CARD_LABELS: Readonly<Record<keyof CardForm, string>> = {
  card_number: 'Card number',
  expiry: 'Expiry date (MM/YY)',
  cvv: 'CVV',
  card_holder: 'Name on card',
};

const CARD_INPUTS: Readonly<Record<keyof CardForm, string>> = {
  card_number: 'inputmode="numeric" autocomplete="cc-number" maxlength="23"',
  expiry: 'inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY"',
  cvv: 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"',
  card_holder: 'autocomplete="cc-name" maxlength="100"',
};

function field(name: keyof CardForm, value: string, error: string | undefined): string {
  const errorId = `${name}-error`;
  return [
    `<label for="${name}">${CARD_LABELS[name]}</label>`,
    `<input id="${name}" name="${name}" type="text" ${CARD_INPUTS[name]} value="${escapeHtml(value)}"${error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''}>`,
    error ? `<p class="error" id="${errorId}">${escapeHtml(error)}</p>` : '',
  ].join('\n');
}

const spaced = (card: string) => card.replace(/(\d{4})(?=\d)/g, '$1 ');

export interface CheckoutPageInput {
  readonly checkout: SandboxCheckout;
  readonly publicKey: string;
  /** What the customer typed, shown again after an error (never the security code). */
  readonly form?: Partial<CardForm>;
  readonly errors?: CardErrors;
}

export function checkoutPage({ checkout, publicKey, form = {}, errors = {} }: CheckoutPageInput): string {
  const total = formatEgp(checkout.amount);
  const rows = checkout.items
    .map((item) => `<tr><td>${escapeHtml(item.name)}</td><td>${item.quantity}</td><td class="amount">${escapeHtml(formatEgp(item.amount))}</td></tr>`)
    .join('\n');
  const problems = Object.values(errors);
  const body = `
<h1>${escapeHtml(Brand.name)}</h1>
<p class="sandbox">Sandbox checkout: no card is charged. It stands in for Paymob's Unified Checkout.</p>
<h2 id="summary">Order summary</h2>
<table aria-labelledby="summary">
<thead><tr><th>Item</th><th>Quantity</th><th class="amount">Amount</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th colspan="2">Total</th><td class="amount">${escapeHtml(total)}</td></tr></tfoot>
</table>
<h2>Card details</h2>
<form method="post" action="/sandbox/unifiedcheckout/pay" novalidate>
<input type="hidden" name="publicKey" value="${escapeHtml(publicKey)}">
<input type="hidden" name="clientSecret" value="${escapeHtml(checkout.clientSecret)}">
${problems.length > 0 ? `<p class="error" role="alert">Please check the card details: ${escapeHtml(problems.join(' '))}</p>` : ''}
${CARD_FIELDS.map((name) => field(name, name === 'cvv' ? '' : (form[name] ?? ''), errors[name])).join('\n')}
<button type="submit">Pay ${escapeHtml(total)}</button>
</form>
<h2>Test cards</h2>
<p class="hint">Approved: ${spaced(SANDBOX_APPROVED_CARD)}. Declined: ${spaced(SANDBOX_DECLINED_CARD)}. Any future expiry date, any 3-digit CVV, any name.</p>`;
  return page(`Pay ${total} · ${Brand.name} sandbox checkout`, body);
}

/** A page that says why the checkout cannot be paid, with a way back when there is one. */
export function messagePage(title: string, message: string, back?: { readonly href: string; readonly label: string }): string {
  const link = back ? `<a class="button" href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a>` : '';
  return page(`${title} · ${Brand.name} sandbox checkout`, `<h1>${escapeHtml(title)}</h1>\n<p role="alert">${escapeHtml(message)}</p>\n${link}`);
}

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SmtpMailer } from '../../../server/adapters/mail/SmtpMailer';
import {
  contactMessageMail,
  escapeHtml,
  orderConfirmationMail,
  passwordResetMail,
} from '../../../server/application/mail/MailTemplates';
import type { MailMessage } from '../../../server/application/mail/Mailer';
import { sendAfterCommit } from '../../../server/application/mail/sendAfterCommit';

interface Delivered {
  readonly from: string;
  readonly to: string[];
  readonly data: string;
}

describe('SmtpMailer against a fake SMTP server', () => {
  const delivered: Delivered[] = [];
  let smtp: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          delivered.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the message with its sender, recipient, subject, text and escaped HTML', async () => {
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, 'shop@tiara.example');
    try {
      await mailer.send(passwordResetMail({ to: 'mona@clinic.example', code: '042917', validMinutes: 15, language: 'en' }));
    } finally {
      mailer.close();
    }
    expect(delivered).toHaveLength(1);
    const [mail] = delivered;
    expect(mail?.from).toBe('shop@tiara.example');
    expect(mail?.to).toEqual(['mona@clinic.example']);
    expect(mail?.data).toContain('Subject: Tiara: your password reset code');
    expect(mail?.data).toContain('Content-Type: text/plain');
    expect(mail?.data).toContain('Content-Type: text/html');
    expect(mail?.data).toContain('Your password reset code is 042917.');
  });

  it('fails loudly when the SMTP server cannot be reached, so sendAfterCommit can log it', async () => {
    const unreachable = new SmtpMailer('smtp://127.0.0.1:1', 'shop@tiara.example');
    const log = { warn: vi.fn() };
    const message = passwordResetMail({ to: 'mona@clinic.example', code: '123456', validMinutes: 15, language: 'en' });
    try {
      await expect(unreachable.send(message)).rejects.toThrow();
      await expect(sendAfterCommit(unreachable, message, log)).resolves.toBeUndefined();
    } finally {
      unreachable.close();
    }
    expect(log.warn).toHaveBeenCalledOnce();
    const [details, text] = log.warn.mock.calls[0] ?? [];
    expect(text).toBe('an e-mail could not be sent');
    expect(JSON.stringify(details)).not.toContain('123456');
  });
});

describe('sendAfterCommit', () => {
  it('sends, does nothing for no message, and never throws', async () => {
    const sent: MailMessage[] = [];
    const log = { warn: vi.fn() };
    const message = { to: 'a@clinic.example', subject: 'Hello', text: 'Hi\n' };
    await sendAfterCommit({ send: async (mail) => void sent.push(mail) }, message, log);
    await sendAfterCommit({ send: async () => Promise.reject(new Error('down')) }, null, log);
    await sendAfterCommit({ send: async () => Promise.reject(new Error('down')) }, message, log);
    expect(sent).toEqual([message]);
    expect(log.warn).toHaveBeenCalledOnce();
  });
});

describe('mail templates', () => {
  const hostile = 'Mona <img src=x onerror=alert(1)> & "Co"';

  function expectSafe(message: MailMessage) {
    expect(message.text.length).toBeGreaterThan(0);
    expect(message.subject).not.toMatch(/[\r\n]/);
    expect(message.html).toBeDefined();
    expect(message.html).not.toContain('<img');
    expect(message.html).not.toContain('"Co"');
  }

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('confirms an order with its lines, amounts in pounds that add up, and total', () => {
    const mail = orderConfirmationMail({
      to: 'mona@clinic.example',
      customerName: hostile,
      orderId: 42,
      lines: [
        { kind: 'product', name: 'Composite Kit <b>', nameAr: 'طقم كومبوزيت', quantity: 2, unitPricePiasters: 140_000 },
        { kind: 'ai-plan', name: 'Light Package', nameAr: null, quantity: 1, unitPricePiasters: 290_000 },
      ],
      shippingPiasters: 15_000,
      discountPiasters: 5_050,
      promoCode: 'CLINIC<5>',
      totalPiasters: 579_950,
      storeCreditPiasters: 0,
      paymentMethod: 'cash',
      language: 'en',
    });
    expectSafe(mail);
    expect(mail.subject).toBe('Tiara: order #42 received');
    expect(mail.text).toContain('2 × Composite Kit <b>: 2,800 EGP');
    expect(mail.text).not.toContain('طقم كومبوزيت');
    expect(mail.text).toContain('1 × Light Package: 2,900 EGP');
    expect(mail.text).toContain('Subtotal: 5,700 EGP\nShipping: 150 EGP\nDiscount (CLINIC<5>): -50.50 EGP\nTotal: 5,799.50 EGP\nPayment: Cash on Delivery');
    expect(mail.html).toContain('Discount (CLINIC&lt;5&gt;): -50.50 EGP');
    expect(mail.html).toContain('Composite Kit &lt;b&gt;');
    expect(mail.html).toContain('Mona &lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;');
  });

  it('leaves the discount out of an order without one', () => {
    const mail = orderConfirmationMail({
      to: 'a@clinic.example',
      customerName: '',
      orderId: 1,
      lines: [],
      shippingPiasters: 0,
      discountPiasters: 0,
      promoCode: null,
      totalPiasters: 0,
      storeCreditPiasters: 0,
      paymentMethod: 'pickup',
      language: 'en',
    });
    expect(mail.text).not.toContain('Discount');
    expect(mail.text.startsWith('Hello,')).toBe(true);
  });

  it('shows no shipping for a plan, which is not delivered, and words the amounts and names the lines in Arabic, in English where a line has no Arabic', () => {
    const mail = orderConfirmationMail({
      to: 'a@clinic.example',
      customerName: 'منى',
      orderId: 7,
      lines: [
        { kind: 'ai-plan', name: 'Light Package', nameAr: 'الباقة الخفيفة', quantity: 1, unitPricePiasters: 290_000 },
        { kind: 'training', name: 'Rotary Endo Workshop', nameAr: null, quantity: 1, unitPricePiasters: 0 },
      ],
      shippingPiasters: 0,
      discountPiasters: 29_000,
      promoCode: 'PLAN10',
      totalPiasters: 261_000,
      storeCreditPiasters: 0,
      paymentMethod: 'credit',
      language: 'ar',
    });
    expect(mail.text).not.toContain('الشحن');
    expect(mail.text).toContain('1 × \u2068الباقة الخفيفة\u2069: 2,900 ج.م');
    expect(mail.text).not.toContain('Light Package');
    expect(mail.text).toContain('1 × \u2068Rotary Endo Workshop\u2069: 0 ج.م');
    expect(mail.text).toContain('\u200fالمجموع الفرعي: 2,900 ج.م\n\u200fالخصم (\u2066PLAN10\u2069): -290 ج.م\n\u200fالإجمالي: 2,610 ج.م');
  });

  const creditOrder = {
    to: 'a@clinic.example',
    customerName: 'Mona',
    orderId: 9,
    lines: [{ kind: 'product' as const, name: 'Composite Kit', nameAr: 'طقم كومبوزيت', quantity: 1, unitPricePiasters: 150_000 }],
    shippingPiasters: 0,
    discountPiasters: 0,
    promoCode: null,
    totalPiasters: 150_000,
    paymentMethod: 'cash' as const,
  };

  it('shows the store credit used as a payment under the unchanged total, then what the payment method collects', () => {
    const mail = orderConfirmationMail({ ...creditOrder, storeCreditPiasters: 42_000, language: 'en' });
    expect(mail.text).toContain('Total: 1,500 EGP\nPaid with store credit: -420 EGP\nPayment: Cash on Delivery, 1,080 EGP');
    const arabic = orderConfirmationMail({ ...creditOrder, storeCreditPiasters: 42_000, language: 'ar' });
    expect(arabic.text).toContain('\u200fالإجمالي: 1,500 ج.م\n\u200fالمدفوع من رصيد المتجر: -420 ج.م\n\u200fطريقة الدفع: الدفع عند الاستلام، 1,080 ج.م');
  });

  it('names no payment method for an order store credit paid in full: nothing is left to collect', () => {
    const mail = orderConfirmationMail({ ...creditOrder, storeCreditPiasters: 150_000, language: 'en' });
    expect(mail.text).toContain('Total: 1,500 EGP\nPaid with store credit: -1,500 EGP\n');
    expect(mail.text).not.toContain('Payment:');
  });

  it("forwards a contact message to the shop with the sender's text escaped and no header injection", () => {
    const mail = contactMessageMail({
      to: 'shop@tiara.example',
      senderName: 'Mona\r\nBcc: victim@example.com',
      senderEmail: 'mona@clinic.example',
      message: hostile,
      userId: null,
    });
    expectSafe(mail);
    expect(mail.to).toBe('shop@tiara.example');
    expect(mail.subject).toBe('Tiara contact form: message from Mona Bcc: victim@example.com');
    expect(mail.text).toContain(hostile);
  });
});

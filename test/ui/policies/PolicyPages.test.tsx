import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Brand } from '@tiara/domain/brand';
import { type PolicyDocument, type PolicyText, PrivacyPolicy, RefundExchangePolicy, ShippingPolicy } from '../../../src/ui/policies/PolicyDocuments';
import { PrivacyPolicyPage, RefundExchangePolicyPage, ShippingPolicyPage } from '../../../src/ui/policies/PolicyPages';
import { ShopPaths } from '../../../src/ui/routing/ShopPaths';

const allText = (text: PolicyText): string =>
  [text.title, text.intro, ...text.sections.flatMap((section) => [section.heading, ...(section.points ?? []), ...(section.paragraphs ?? [])]), text.contact].join('\n');

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const LATIN_WORD = /\b[A-Za-z]{4,}\b/g;

describe('the policy texts', () => {
  it.each([
    ['privacy', PrivacyPolicy, ShopPaths.privacyPolicy],
    ['refund and exchange', RefundExchangePolicy, ShopPaths.refundExchangePolicy],
    ['shipping', ShippingPolicy, ShopPaths.shippingPolicy],
  ])('the %s policy is written in English and in Arabic', (_, document: PolicyDocument, path) => {
    expect(document.path).toBe(path);
    const english = allText(document.english);
    const arabic = allText(document.arabic);
    expect(english).not.toMatch(ARABIC_LETTER);
    expect(arabic).toMatch(ARABIC_LETTER);
    // Only names (the brand, CVV, SMS, EGP) stay in Latin letters in the Arabic text.
    expect((arabic.match(LATIN_WORD) ?? []).filter((word) => word !== Brand.name && word !== Brand.aiName)).toEqual([]);
    expect(document.arabic.sections).toHaveLength(document.english.sections.length);
    expect(english).not.toMatch(/lorem|ipsum|TODO/i);
  });

  it('states the refund and exchange rules of SPEC §9 in both languages', () => {
    const english = allText(RefundExchangePolicy.english);
    expect(english).toContain('within 3 days of delivery, with a photo');
    expect(english).toContain('within 48 hours of delivery');
    expect(english).toContain('processed within 5-7 days');
    expect(english).toContain('refunded to the original payment method or, if you prefer, as store credit');
    expect(english).toContain('The customer pays the return shipping, unless the error is ours');
    const arabic = allText(RefundExchangePolicy.arabic);
    for (const figure of ['3 أيام', '48 ساعة', '5-7 أيام', 'وسيلة الدفع الأصلية', 'رصيد في المتجر', 'يتحمل العميل تكلفة شحن المرتجع']) expect(arabic).toContain(figure);
  });

  it('states the shipping rules of SPEC §9 in both languages', () => {
    const english = allText(ShippingPolicy.english);
    expect(english).toContain('within 1-2 business days, excluding weekends');
    expect(english).toContain('Cairo and major cities (Giza and Alexandria): 2-5 days.');
    expect(english).toContain('Couriers deliver every day except Friday.');
    expect(english).toContain('Other areas: up to 7 days.');
    expect(english).toContain('tries 2-3 times');
    expect(english).toContain('a tracking link by e-mail or SMS');
    expect(english).toContain('all 27 governorates');
    expect(english).toContain('the standard fee is 150 EGP');
    const arabic = allText(ShippingPolicy.arabic);
    for (const figure of ['1-2 يوم عمل', 'باستثناء عطلات نهاية الأسبوع', '(الجيزة والإسكندرية): 2-5 أيام', 'ما عدا الجمعة', 'حتى 7 أيام', '2-3 مرات', 'رابط التتبع', '150 ج.م']) expect(arabic).toContain(figure);
  });

  it('says that card details are not stored, in both languages', () => {
    expect(allText(PrivacyPolicy.english)).toContain('Card details are not stored');
    expect(allText(PrivacyPolicy.arabic)).toContain('لا نحتفظ ببيانات البطاقة');
  });
});

describe('the policy pages', () => {
  it.each([
    ['privacy', PrivacyPolicyPage, PrivacyPolicy],
    ['refund and exchange', RefundExchangePolicyPage, RefundExchangePolicy],
    ['shipping', ShippingPolicyPage, ShippingPolicy],
  ])("the %s page shows both languages, the Arabic right to left, with the shop's e-mail and phone", (_, Page, document) => {
    const html = renderToStaticMarkup(
      <MantineProvider>
        <Page />
      </MantineProvider>,
    );
    expect(html).toContain(`<h1`);
    expect(html).toContain(document.english.title);
    expect(html).toContain(document.arabic.title);
    expect(html).toMatch(/<section[^>]*lang="ar"[^>]*dir="rtl"/);
    expect(html).toContain(`href="mailto:${Brand.supportEmail}"`);
    expect(html).toContain(`href="tel:${Brand.supportPhone.replace(/\s+/g, '')}"`);
    expect(html.split(Brand.supportEmail).length - 1).toBe(2 * 2);
    expect(html.split(Brand.supportPhone).length - 1).toBe(2);
  });
});

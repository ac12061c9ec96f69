import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, cairoDateOf } from '@tiara/domain/delivery-window';
import { deliveryDayText } from '../../../src/locales/format/deliveryDayTexts';

describe('a day of a delivery window', () => {
  it.each([
    [{ year: 2026, month: 11, day: 30 }, 'Mon 30 Nov', 'الاثنين، 30 نوفمبر'],
    [{ year: 2026, month: 12, day: 3 }, 'Thu 3 Dec', 'الخميس، 3 ديسمبر'],
    [{ year: 2027, month: 1, day: 2 }, 'Sat 2 Jan', 'السبت، 2 يناير'],
  ])('%j reads %s and %s, never broken across lines', (date, english, arabic) => {
    expect(deliveryDayText(date, 'en')).toBe(english.replaceAll(' ', '\u00a0'));
    expect(deliveryDayText(date, 'ar')).toBe(arabic.replaceAll(' ', '\u00a0'));
  });

  it('names the day it is given, whatever the time zone of the machine writing it', () => {
    const day = fc.date({ min: new Date(Date.UTC(2020, 0, 1)), max: new Date(Date.UTC(2040, 0, 1)), noInvalidDate: true }).map(cairoDateOf);
    fc.assert(
      fc.property(day, (date) => {
        expect(deliveryDayText(date, 'en')).toMatch(new RegExp(`^[A-Z][a-z]{2}\u00a0${date.day}\u00a0[A-Z][a-z]{2,3}$`));
        expect(deliveryDayText(addDays(date, 7), 'en').slice(0, 3)).toBe(deliveryDayText(date, 'en').slice(0, 3));
      }),
      { numRuns: 200 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { arabicMissing, arabicOrNull } from '../../../../src/ui/admin/shared/ArabicInput';

describe('the Arabic beside an English text', () => {
  it('is sent trimmed, and as none when left blank', () => {
    expect(arabicOrNull('  تيجان جديدة ')).toBe('تيجان جديدة');
    expect(arabicOrNull(' \n ')).toBeNull();
  });

  it.each([
    ['an English text with no Arabic stored', 'New crowns', null, true],
    ['an English text whose Arabic is blank', 'New crowns', '   ', true],
    ['an English text with its Arabic', 'New crowns', 'تيجان جديدة', false],
    ['no English text, so nothing to translate', '  ', null, false],
  ])('is missing for %s: %s', (_, english, arabic, missing) => {
    expect(arabicMissing(english, arabic)).toBe(missing);
  });
});

import { describe, expect, it } from 'vitest';
import { arabicOrNull } from '../../../../src/ui/admin/shared/ArabicInput';

describe('the Arabic beside an English text', () => {
  it('is sent trimmed, and as none when left blank', () => {
    expect(arabicOrNull('  تيجان جديدة ')).toBe('تيجان جديدة');
    expect(arabicOrNull(' \n ')).toBeNull();
  });
});

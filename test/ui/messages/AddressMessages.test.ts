import { afterEach, describe, expect, it } from 'vitest';
import { isolated } from '@tiara/domain/language';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { loadTexts } from '../../../src/ui/i18n/translations';
import { addressLine, placeLine } from '../../../src/ui/messages/AddressMessages';

describe('an address in one line', () => {
  afterEach(() => showLanguage('en'));

  it('joins street, city and governorate with commas in English, the typed street and city isolated', () => {
    expect(addressLine({ address: '14 El Nozha St.', city: 'Heliopolis', governorate: 'cairo' })).toBe(`${isolated('14 El Nozha St.')}, ${isolated('Heliopolis')}, Cairo`);
    expect(placeLine({ city: 'Maadi', governorate: 'Cairo', postalCode: '11431', country: 'Egypt' })).toBe(`${isolated('Maadi')}, Cairo, 11431, Egypt`);
  });

  it('leaves out what is not given', () => {
    expect(addressLine({ address: '5 Fouad Street', city: '', governorate: 'Alexandria' })).toBe(`${isolated('5 Fouad Street')}, Alexandria`);
    expect(placeLine({ city: '', governorate: 'Giza' })).toBe('Giza');
    expect(placeLine({ city: '', governorate: '' })).toBe('');
  });

  it('names the places in Arabic and joins them with the Arabic comma on an Arabic page', async () => {
    await loadTexts('ar', ['storefront']);
    showLanguage('ar');
    expect(placeLine({ city: 'Maadi', governorate: 'Cairo', postalCode: '11431' })).toBe(`${isolated('المعادي')}، القاهرة، 11431`);
    // A city the shop does not list stays as typed, isolated: a Latin name keeps its place before the governorate.
    expect(addressLine({ address: '٢٢ شارع فؤاد', city: 'Smouha', governorate: 'Alexandria' })).toBe(`${isolated('٢٢ شارع فؤاد')}، ${isolated('Smouha')}، الإسكندرية`);
  });
});

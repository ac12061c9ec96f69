import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CITIES_BY_GOVERNORATE,
  DEFAULT_GOVERNORATE,
  GOVERNORATES,
  canonicalGovernorate,
  citiesOf,
  isGovernorate,
} from '@tiara/domain/shipping-fee';

describe('governorates (SPEC §2 Checkout)', () => {
  it('has 27 distinct governorates, Cairo first and by default', () => {
    expect(GOVERNORATES).toHaveLength(27);
    expect(new Set(GOVERNORATES.map((name) => name.toLowerCase())).size).toBe(27);
    expect(GOVERNORATES[0]).toBe('Cairo');
    expect(DEFAULT_GOVERNORATE).toBe('Cairo');
  });

  it.each([
    'Cairo', 'Giza', 'Alexandria', 'Qalyubia', 'Dakahlia', 'Sharqia', 'Gharbia', 'Monufia', 'Beheira',
    'Kafr El Sheikh', 'Damietta', 'Port Said', 'Ismailia', 'Suez', 'North Sinai', 'South Sinai', 'Red Sea',
    'Faiyum', 'Beni Suef', 'Minya', 'Asyut', 'Sohag', 'Qena', 'Luxor', 'Aswan', 'New Valley', 'Matrouh',
  ])('lists %s', (name) => {
    expect(GOVERNORATES).toContain(name);
    expect(isGovernorate(name)).toBe(true);
  });

  it.each([
    [' cairo ', 'Cairo'],
    ['GIZA', 'Giza'],
    ['kafr el sheikh', 'Kafr El Sheikh'],
    ['Cairo City', undefined],
    ['', undefined],
  ])('canonicalGovernorate(%j) is %j', (name, expected) => {
    expect(canonicalGovernorate(name)).toBe(expected);
    expect(isGovernorate(name)).toBe(expected !== undefined);
  });
});

describe('cities (only Cairo, 17, and Giza, 15)', () => {
  it.each([
    ['Cairo', 17],
    ['cairo', 17],
    ['Giza', 15],
    [' GIZA ', 15],
    ['Alexandria', 0],
    ['Atlantis', 0],
  ])('%j has %d cities', (governorate, count) => {
    expect(citiesOf(governorate)).toHaveLength(count);
  });

  it.each(['Nasr City', 'Heliopolis', 'New Cairo', 'Maadi', 'Zamalek', 'Downtown', 'Shubra', 'Mokattam'])(
    'Cairo includes %s',
    (city) => {
      expect(citiesOf('Cairo')).toContain(city);
    },
  );

  it.each(['Dokki', 'Mohandessin', 'Agouza', 'Haram', 'Faisal', '6th of October', 'Sheikh Zayed', 'Imbaba'])(
    'Giza includes %s',
    (city) => {
      expect(citiesOf('Giza')).toContain(city);
    },
  );

  it('has distinct cities and lists only Cairo and Giza', () => {
    expect(Object.keys(CITIES_BY_GOVERNORATE).sort()).toEqual(['Cairo', 'Giza']);
    for (const cities of Object.values(CITIES_BY_GOVERNORATE)) expect(new Set(cities).size).toBe(cities.length);
  });

  it('gives every governorate other than Cairo and Giza no city list', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GOVERNORATES), (governorate) => {
        const expected = governorate === 'Cairo' ? 17 : governorate === 'Giza' ? 15 : 0;
        expect(citiesOf(governorate)).toHaveLength(expected);
      }),
      { numRuns: 100 },
    );
  });
});

/** The 27 governorates of Egypt, in the order the checkout select lists them (Cairo, the default, first). */
export const GOVERNORATES = [
  'Cairo',
  'Giza',
  'Alexandria',
  'Qalyubia',
  'Dakahlia',
  'Sharqia',
  'Gharbia',
  'Monufia',
  'Beheira',
  'Kafr El Sheikh',
  'Damietta',
  'Port Said',
  'Ismailia',
  'Suez',
  'North Sinai',
  'South Sinai',
  'Red Sea',
  'Faiyum',
  'Beni Suef',
  'Minya',
  'Asyut',
  'Sohag',
  'Qena',
  'Luxor',
  'Aswan',
  'New Valley',
  'Matrouh',
] as const;

export type Governorate = (typeof GOVERNORATES)[number];

export const DEFAULT_GOVERNORATE: Governorate = 'Cairo';

/** City lists exist only for Cairo (17) and Giza (15); other governorates take a free-text city. */
export const CITIES_BY_GOVERNORATE: Readonly<Partial<Record<Governorate, readonly string[]>>> = {
  Cairo: [
    'Nasr City',
    'Heliopolis',
    'New Cairo',
    'Maadi',
    'Zamalek',
    'Downtown',
    'Shubra',
    'Mokattam',
    'Ain Shams',
    'Helwan',
    'El Marg',
    'Matareya',
    'Abbassia',
    'Garden City',
    'El Shorouk',
    'Badr City',
    '15th of May City',
  ],
  Giza: [
    'Dokki',
    'Mohandessin',
    'Agouza',
    'Haram',
    'Faisal',
    '6th of October',
    'Sheikh Zayed',
    'Imbaba',
    'Boulaq El Dakrour',
    'Omraneya',
    'Warraq',
    'Hawamdeya',
    'Badrashein',
    'Kerdasa',
    'El Ayyat',
  ],
};

/** Governorate names compare trimmed and case-insensitively, as stored values and API names vary in case. */
export function governorateKey(name: string): string {
  return name.trim().toLowerCase();
}

const BY_KEY: ReadonlyMap<string, Governorate> = new Map(GOVERNORATES.map((name) => [governorateKey(name), name]));

/** The canonical spelling of a governorate name, or undefined when it is not one of the 27. */
export function canonicalGovernorate(name: string): Governorate | undefined {
  return BY_KEY.get(governorateKey(name));
}

export function isGovernorate(name: string): boolean {
  return canonicalGovernorate(name) !== undefined;
}

const NO_CITIES: readonly string[] = [];

export function citiesOf(governorate: string): readonly string[] {
  const canonical = canonicalGovernorate(governorate);
  return (canonical && CITIES_BY_GOVERNORATE[canonical]) ?? NO_CITIES;
}

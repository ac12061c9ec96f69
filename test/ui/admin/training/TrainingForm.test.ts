import { describe, expect, it } from 'vitest';
import type { AdminTraining } from '../../../../src/application/admin/training/AdminTrainingApi';
import { trainingLacksArabic } from '../../../../src/ui/admin/training/TrainingForm';

/** A training whose every English text has its Arabic. */
const translated: AdminTraining = {
  id: 1,
  title: 'Pediatric Crowns Workshop',
  description: 'Hands-on crowns.',
  instructors: 'Dr. Salma Khaled',
  date: new Date('2027-03-01T07:00:00Z'),
  endDate: null,
  location: 'Maadi, Cairo',
  titleAr: 'ورشة تيجان الأطفال',
  descriptionAr: 'تدريب عملي على التيجان.',
  instructorsAr: 'د. سلمى خالد',
  locationAr: 'المعادي، القاهرة',
  capacity: 12,
  seatsTaken: 0,
  imageUrl: '',
  isActive: true,
  packages: [{ id: 1, name: 'Standard', nameAr: 'الأساسية', price: 150_000 }],
};

describe('a training lacking Arabic', () => {
  it('lacks none when every English text has its Arabic, or has no English to translate', () => {
    expect(trainingLacksArabic(translated)).toBe(false);
    expect(trainingLacksArabic({ ...translated, description: '', descriptionAr: null })).toBe(false);
  });

  it.each<[string, Partial<AdminTraining>]>([
    ['its trainers', { instructorsAr: null }],
    ['its title', { titleAr: ' ' }],
    ['its location', { locationAr: null }],
    ['its description', { descriptionAr: null }],
    ['a package’s name', { packages: [{ id: 1, name: 'Standard', nameAr: null, price: 150_000 }] }],
  ])('lacks it when %s has none', (_, change) => {
    expect(trainingLacksArabic({ ...translated, ...change })).toBe(true);
  });
});

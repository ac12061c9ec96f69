import { DentalTrainingJson, TrainingPackageJson, TrainingRegistrationJson } from '@tiara/contract/trainingJson';
import { type Language, shownText } from '@tiara/domain/language';
import { poundsFromPiasters } from '@tiara/domain/money';
import type { TrainingListing, TrainingPackageListing } from '../../application/trainings/TrainingListing';
import type { TrainingRegistration } from '../../application/trainings/TrainingSeats';
import { documented } from '../documented';

export const dentalTrainingAnswer = documented(DentalTrainingJson, {
  capacity: 'Null: unlimited seats',
  spots_left: 'Null when the capacity is unlimited',
});

export const trainingPackageAnswer = documented(TrainingPackageJson, { price: 'EGP' });

export const trainingRegistrationAnswer = documented(TrainingRegistrationJson, {
  expires_at: 'When a Pending seat is given back unless the order is paid; null once Confirmed',
});

/** Title, description, trainers and location in the reader's language where written; the English stands in. */
export function dentalTrainingToJson(listing: TrainingListing, language: Language): DentalTrainingJson {
  return {
    id: listing.id,
    title: shownText(language, listing.title, listing.titleAr),
    description: shownText(language, listing.description, listing.descriptionAr),
    instructors: shownText(language, listing.instructors, listing.instructorsAr),
    date: listing.date.toISOString(),
    end_date: listing.endDate ? listing.endDate.toISOString() : null,
    location: shownText(language, listing.location, listing.locationAr),
    capacity: listing.capacity,
    spots_left: listing.spotsLeft,
    image_url: listing.imageUrl,
  };
}

export function trainingPackageToJson(option: TrainingPackageListing, language: Language): TrainingPackageJson {
  return { id: option.id, name: shownText(language, option.name, option.nameAr), price: poundsFromPiasters(option.price) };
}

export function trainingRegistrationToJson(seat: TrainingRegistration): TrainingRegistrationJson {
  return {
    registration_id: seat.id,
    training_id: seat.trainingId,
    user_id: seat.userId,
    order_id: seat.orderId,
    status: seat.status,
    expires_at: seat.expiresAt ? seat.expiresAt.toISOString() : null,
  };
}

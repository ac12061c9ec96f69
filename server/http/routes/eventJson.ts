import type { EventJson } from '@tiara/contract/eventJson';
import type { EventListing } from '../../application/events/EventListing';

export function eventToJson(listing: EventListing): EventJson {
  return {
    id: listing.id,
    title: listing.title,
    description: listing.description,
    date: listing.date.toISOString(),
    location: listing.location,
    speakers: listing.speakers,
    image_url: listing.imageUrl,
  };
}

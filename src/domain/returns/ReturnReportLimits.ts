/** At most this many photos go with one report of a problem. */
export const MAX_RETURN_PHOTOS = 6;

/** The customer's own words about the problem, at most this long. */
export const MAX_RETURN_NOTE = 1000;

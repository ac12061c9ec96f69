/** How a training's date is put together (src/locales/format/dateTexts.ts). */
export const trainingDateMessagesEn = {
  /** 'Dec 5 – Dec 7, 2026': the first and last days, en dash between spaces. */
  trainingDays: (first: string, last: string) => `${first} – ${last}`,
  /** 'Sat, Dec 5, 2026 · 09:00 Cairo time': the zone named, since the hour is what a buyer plans the day around. */
  trainingSession: (day: string, time: string) => `${day} · ${time} Cairo time`,
};

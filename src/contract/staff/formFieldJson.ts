import * as z from 'zod/mini';

/*
 * The kinds of field the back office's forms send (the *RequestJson files' bodies). Texts are
 * trimmed before they are measured, so spaces around a text never count against its length.
 */

export const trimmedText = (max: number) => z.string().check(z.trim(), z.maxLength(max));

export const requiredText = (max: number) => z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(max));

/** The Arabic of an English text: absent from a change keeps what is stored; blank or null means none is written. */
export const arabicText = (max: number) => z.optional(z.nullable(trimmedText(max)));

/** The Arabic of an English list: each item as `arabicText`; empty or null means none is written. */
export const arabicList = (maxItem: number, maxItems: number) => z.optional(z.nullable(z.array(trimmedText(maxItem)).check(z.maxLength(maxItems))));

/** The most any price, fee or discount may be, in pounds; whole piasters of it fit a PostgreSQL integer. */
export const MAX_POUNDS = 1_000_000;

const wholePiasters = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** Pounds as the public API writes them (12.5), at most two decimals. */
export const pounds = () => z.number().check(z.gte(0), z.lte(MAX_POUNDS), z.refine(wholePiasters, 'must have at most two decimals'));

/** A picture's address (the server also refuses any that is not a path on the site or an http(s) address). */
export const imageUrl = () => trimmedText(2048);

/** An instant with its offset, e.g. 2026-12-01T10:00:00Z. */
export const dateTime = () => z.iso.datetime({ offset: true });

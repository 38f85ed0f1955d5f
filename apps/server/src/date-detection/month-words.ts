import { MONTH_NAMES } from '@kindred/core/dates';

/** Whole month names or their abbreviations, as a capturing pattern: "marathon" and "Maria" name no March. */
export const MONTH_WORD = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b`;

/** Weekday names by their number, 0 for Sunday (as `weekdayOf` counts them). */
export const WEEKDAY_NAMES: readonly string[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** 0 for a word that names January ("jan", "January") to 11 for December. */
export const monthIndexOf = (word: string): number => MONTH_NAMES.findIndex((name) => name.toLowerCase().startsWith(word.toLowerCase()));

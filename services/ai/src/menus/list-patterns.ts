// Patterns every reader of a list's rows shares.

/** Dotted leaders between a name and its price ('Shiraz ........ 64'). */
export const LEADERS = /(?:\s*[.…·_]){3,}\s*/g;
/** A plausible vintage. */
export const YEAR = /\b(19[5-9]\d|20[0-4]\d)\b/;

// What every e-mail to a member carries and how member-written text goes into one
// (docs/product-rules.md#drinking-reminder).

/**
 * Member-written text (a wine's name, a cellar location, a first name) as one harmless line: control
 * characters and line breaks become spaces, so it cannot start a line of its own (a fake link, a
 * forged signature), and it is cut to `max` characters with an ellipsis.
 */
export function mailText(value: string, max: number): string {
  const line = value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** The one-click unsubscribe link (no sign-in): a GET shows a button, a POST unsubscribes (RFC 8058). */
export const unsubscribeLink = (origin: string, token: string) =>
  `${origin.replace(/\/+$/, '')}/api/unsubscribe?token=${encodeURIComponent(token)}`;

/** RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to the link. */
export function unsubscribeHeaders(origin: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeLink(origin, token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

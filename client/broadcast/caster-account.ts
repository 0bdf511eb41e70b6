/**
 * What the host types in the streaming panel's "Only for account" field: an account id, or
 * the account's profile address (`/u/<id>`, whole or in part), whose id is taken. The
 * server checks the account exists; this only reads the field.
 */

const ID = /^[A-Za-z0-9_-]{8,64}$/;

/** The account id the field names; '' when empty; null when it names none. */
export function casterAccountId(input: string): string | null {
  const text = input.trim();
  if (text === '') return '';
  const fromProfile = /\/u\/([^/?#\s]+)/.exec(text);
  let id = text;
  if (fromProfile) {
    try {
      id = decodeURIComponent(fromProfile[1]!);
    } catch {
      return null;
    }
  }
  return ID.test(id) ? id : null;
}

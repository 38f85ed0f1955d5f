import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed token of an unsubscribe link: `<user id>.<HMAC-SHA256 of it>`. It works without
 * signing in, never expires (an old e-mail's link must still work) and can only turn e-mails off.
 */
export function createUnsubscribeTokens(secret: string) {
  const macOf = (userId: number) => createHmac('sha256', secret).update(`kindred-unsubscribe:${userId}`).digest('base64url');
  return {
    sign: (userId: number) => `${userId}.${macOf(userId)}`,
    /** The user id the token was signed for, or null. */
    verify(token: string): number | null {
      const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const userId = Number(match[1]);
      const expected = Buffer.from(macOf(userId));
      const given = Buffer.from(match[2]!);
      return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;

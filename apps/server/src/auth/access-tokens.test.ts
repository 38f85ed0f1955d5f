import { describe, expect, it } from 'vitest';
import { createAccessTokens } from './access-tokens';

const SESSION = '0b6c1f2e-8d3a-4c5b-9e7f-1a2b3c4d5e6f';

describe('access tokens', () => {
  const secret = 'x'.repeat(48);

  it('verifies a token it signed, again and again, with the same claims', async () => {
    const tokens = createAccessTokens(secret);
    const token = await tokens.sign({ userId: 7, sessionId: SESSION });
    expect(await tokens.verify(token)).toEqual({ userId: 7, sessionId: SESSION });
    expect(await tokens.verify(token)).toEqual({ userId: 7, sessionId: SESSION });
  });

  it('refuses a token once it has expired, even one it verified before', async () => {
    // Expiry is in whole seconds from a whole-second issue time: a 1 s token signed late in a second
    // can be expired a moment later, so it lives 2 s and is checked again after 3.
    const tokens = createAccessTokens(secret, 2);
    const token = await tokens.sign({ userId: 7, sessionId: SESSION });
    expect(await tokens.verify(token)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a tampered token and one signed with another secret', async () => {
    const tokens = createAccessTokens(secret);
    const token = await tokens.sign({ userId: 7, sessionId: SESSION });
    const [header, , signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: '8', sid: SESSION, aud: 'kindred-api', exp: 9_999_999_999 })).toString('base64url');
    expect(await tokens.verify(`${header}.${forgedPayload}.${signature}`)).toBeNull();
    expect(await createAccessTokens('y'.repeat(48)).verify(token)).toBeNull();
  });
});

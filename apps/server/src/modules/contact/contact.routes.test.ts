import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT_SENT_MESSAGE } from '@kindred/core/contact';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

describe('POST /api/contact', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('answers 202 and mails the message to SUPPORT_EMAIL, replying to the sender', async () => {
    t = await buildTestApp({ smtp: true, env: { SUPPORT_EMAIL: 'support@kindred.test' } });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Rosa <b>P.</b>', email: 'Rosa@Example.com', message: 'How do I export my memories?' },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: CONTACT_SENT_MESSAGE });
    const mail = await t.smtp!.waitForMail('support@kindred.test');
    expect(mail.decoded).toMatch(/Reply-To: rosa@example\.com/i);
    expect(mail.decoded).toContain('How do I export my memories?');
    expect(mail.decoded).toContain('Rosa &lt;b&gt;P.&lt;/b&gt;');
  });

  it('answers 400 with field messages for a blank name, a bad e-mail and an empty message', async () => {
    t = await buildTestApp({ env: { SUPPORT_EMAIL: 'support@kindred.test' } });
    const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: ' ', email: 'nope', message: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toMatchObject({ name: ['Name is required'], message: ['Message is required'] });
    expect(response.json().details.email).toHaveLength(1);
  });

  it('answers 503 with a clear sentence when no support address is configured', async () => {
    t = await buildTestApp();
    const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'A', email: 'a@example.com', message: 'Hi' } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: 'The contact form is not set up on this server yet.', code: 'SERVICE_UNAVAILABLE' });
  });
});

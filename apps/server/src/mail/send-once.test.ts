import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser } from '../../test/factories';

describe('job e-mails, once each', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No workers: the test runs the job handler itself, as a retry would.
    t = await buildTestApp({ smtp: true, workers: 0 });
  });
  afterAll(() => t.close());

  const resetHandler = () => t.services.jobHandlers.find(({ job }) => job.name === 'send-password-reset-email')!;
  const mailsTo = (to: string) => t.smtp!.received.filter((mail) => mail.to.includes(to));

  it('sends nothing again when a job that already sent its e-mail is retried, and keeps one Message-ID per job', async () => {
    const user = await createUser(t, { email: 'retried@example.com' });
    await resetHandler().handle({ userId: user.id }, { jobId: 'job-1' });
    await resetHandler().handle({ userId: user.id }, { jobId: 'job-1' });
    await t.smtp!.waitForMail('retried@example.com');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo('retried@example.com')).toHaveLength(1);
    expect(mailsTo('retried@example.com')[0]!.raw).toMatch(/Message-ID: <send-password-reset-email-job-1@kindred\.test>/i);

    // Another job (a second request) is another e-mail.
    await resetHandler().handle({ userId: user.id }, { jobId: 'job-2' });
    await t.smtp!.waitForMail('retried@example.com', { skip: 1 });
    expect(mailsTo('retried@example.com')).toHaveLength(2);
  });
});

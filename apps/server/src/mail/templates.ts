import { PRODUCT_NAME } from '@kindred/core/constants';
import { INVITE_TOKEN_TTL_SECONDS, RESET_TOKEN_TTL_SECONDS, VERIFY_TOKEN_TTL_SECONDS } from '@kindred/core/auth';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

interface EmailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
  /** A visible link that turns these e-mails off without signing in. */
  unsubscribeUrl?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** One layout for every message: a plain-text part and an HTML part that says the same. */
function render({ subject, heading, paragraphs, action, footnote, unsubscribeUrl }: EmailContent): RenderedEmail {
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(footnote ? [footnote, ''] : []),
    `— ${PRODUCT_NAME}`,
    ...(unsubscribeUrl ? ['', `${UNSUBSCRIBE_LABEL}: ${unsubscribeUrl}`] : []),
  ].join('\n');
  const html = `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#f5f7fb;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1a1a1a">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<p style="margin:0 0 16px;font-weight:700;color:#1976d2;font-size:18px">${PRODUCT_NAME}</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p style="line-height:1.5;margin:0 0 16px">${escapeHtml(p).replaceAll('\n', '<br>')}</p>`).join('\n')}
${action ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1976d2;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#555;word-break:break-all">${escapeHtml(action.url)}</p>` : ''}
${footnote ? `<p style="font-size:13px;color:#555;line-height:1.5">${escapeHtml(footnote)}</p>` : ''}
${unsubscribeUrl ? `<p style="font-size:12px;color:#777;margin-top:24px"><a href="${escapeHtml(unsubscribeUrl)}" style="color:#555">${UNSUBSCRIBE_LABEL}</a></p>` : ''}
</div></body></html>`;
  return { subject, text, html };
}

const UNSUBSCRIBE_LABEL = 'Turn off reminder e-mails';

const hours = (seconds: number) => Math.round(seconds / 3600);

/** The link that verifies a new account's e-mail address. */
export function verificationEmail(url: string): RenderedEmail {
  return render({
    subject: `Verify your e-mail for ${PRODUCT_NAME}`,
    heading: 'Welcome! Please confirm your e-mail address',
    paragraphs: [`Confirm this address to start keeping the people who matter close. The link works once and for ${hours(VERIFY_TOKEN_TTL_SECONDS)} hours.`],
    action: { label: 'Verify my e-mail', url },
    footnote: "If you didn't sign up, you can ignore this message: no account is used without this confirmation.",
  });
}

/** The link that sets a new password. */
export function passwordResetEmail(url: string): RenderedEmail {
  return render({
    subject: `Reset your ${PRODUCT_NAME} password`,
    heading: 'Choose a new password',
    paragraphs: [`Someone asked to reset the password of your ${PRODUCT_NAME} account. The link works once and for ${hours(RESET_TOKEN_TTL_SECONDS)} hour.`],
    action: { label: 'Set a new password', url },
    footnote: "If it wasn't you, ignore this message: your password stays as it is.",
  });
}

/** To an account's owner when someone signs up with their address: the sign-up answered as for a new address, so only the owner learns of it. */
export function signupAttemptEmail(resetUrl: string): RenderedEmail {
  return render({
    subject: `Someone tried to sign up to ${PRODUCT_NAME} with your address`,
    heading: 'You already have an account',
    paragraphs: [
      `Someone, perhaps you, just tried to create a ${PRODUCT_NAME} account with this e-mail address, which already has one. No new account was made.`,
      'If you have forgotten your password, you can set a new one here.',
    ],
    action: { label: 'Reset your password', url: resetUrl },
    footnote: "If it wasn't you, ignore this message: nothing about your account changed.",
  });
}

/** The notice that a password changed, so an account owner notices a change they did not make. */
export function passwordChangedEmail(resetUrl: string): RenderedEmail {
  return render({
    subject: `Your ${PRODUCT_NAME} password was changed`,
    heading: 'Your password was changed',
    paragraphs: ['The password of your account was just changed, and other devices were signed out.'],
    footnote: `If this wasn't you, reset your password now at ${resetUrl} and contact support.`,
  });
}

/** A message from the help center's contact form, for the support inbox. */
export function contactMessageEmail({ name, email, message }: { name: string; email: string; message: string }): RenderedEmail {
  return render({
    subject: `${PRODUCT_NAME} contact form: ${name}`,
    heading: `Message from ${name} <${email}>`,
    paragraphs: [message],
    footnote: 'Reply to this e-mail to answer the sender.',
  });
}

/** One person's date in a reminder or a digest. */
export interface DateNotice {
  /** "Sarah's birthday is tomorrow". */
  sentence: string;
  /** "Saturday, March 6, 2027". */
  dateText: string;
  /** "turns 34", "10th anniversary", or null when the first year is unknown or it is a one-off. */
  yearsText: string | null;
  /** The memory the date came from: its title or the start of its text. */
  memory: string | null;
  iceBreaker: string | null;
  giftHint: string | null;
  personUrl: string;
  personName: string;
}

function noticeParagraphs(notice: DateNotice): string[] {
  return [
    `${notice.dateText}${notice.yearsText ? ` — ${notice.yearsText}` : ''}`,
    ...(notice.memory ? [`From your memory: ${notice.memory}`] : []),
    ...(notice.iceBreaker ? [`Ice breaker: ${notice.iceBreaker}`] : []),
    ...(notice.giftHint ? [`Gift idea: ${notice.giftHint}`] : []),
  ];
}

/** "Sarah's birthday is tomorrow": the date, the person, the memory, an ice breaker and a gift hint. */
export function reminderEmail(notice: DateNotice, unsubscribeUrl: string): RenderedEmail {
  const subject = notice.sentence.charAt(0).toUpperCase() + notice.sentence.slice(1);
  return render({
    subject,
    heading: subject,
    paragraphs: noticeParagraphs(notice),
    action: { label: `Open ${notice.personName}'s page`, url: notice.personUrl },
    footnote: 'You get this because reminders are on in your profile.',
    unsubscribeUrl,
  });
}

/** The weekly digest: every date of the next 14 days, each with an ice breaker and a gift hint. */
export function digestEmail(notices: DateNotice[], unsubscribeUrl: string): RenderedEmail {
  const count = notices.length === 1 ? '1 date' : `${notices.length} dates`;
  return render({
    subject: `Coming up in the next 14 days: ${count}`,
    heading: 'Your next two weeks',
    paragraphs: notices.map((notice) => [notice.sentence.charAt(0).toUpperCase() + notice.sentence.slice(1), ...noticeParagraphs(notice), notice.personUrl].join('\n')),
    footnote: 'You get this because the weekly digest is on in your profile.',
    unsubscribeUrl,
  });
}

/** The operator's invitation to sign up (REGISTRATION=invite). */
export function inviteEmail(url: string): RenderedEmail {
  const days = Math.round(INVITE_TOKEN_TTL_SECONDS / 86_400);
  return render({
    subject: `You're invited to ${PRODUCT_NAME}`,
    heading: `You're invited to ${PRODUCT_NAME}`,
    paragraphs: [`The people who run this ${PRODUCT_NAME} server invite you to create an account with this e-mail address. The link works once and for ${days} days.`],
    action: { label: 'Create my account', url },
    footnote: "If you weren't expecting this, you can ignore this message.",
  });
}

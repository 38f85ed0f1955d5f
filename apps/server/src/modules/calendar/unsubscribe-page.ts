import { PRODUCT_NAME } from '@kindred/core/constants';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · ${PRODUCT_NAME}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fb;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1a1a1a">
<main style="max-width:480px;margin:40px auto;background:#fff;border-radius:12px;padding:32px">
<p style="margin:0 0 16px;font-weight:700;color:#1976d2;font-size:18px">${PRODUCT_NAME}</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(title)}</h1>
${body}
</main></body></html>`;
}

export const UNSUBSCRIBE_TEXTS = {
  confirmTitle: 'Turn off reminder e-mails?',
  confirmButton: 'Turn off reminder e-mails',
  doneTitle: 'Reminder e-mails are off',
  invalidTitle: 'This link does not work',
} as const;

/**
 * The page an unsubscribe link opens: a button that posts back. Opening the link changes nothing,
 * so a mail scanner that follows links cannot turn a user's reminders off.
 */
export function confirmUnsubscribePage(actionUrl: string): string {
  return page(
    UNSUBSCRIBE_TEXTS.confirmTitle,
    `<p style="line-height:1.5">You will get no more reminder e-mails or weekly digests. Your key dates stay in ${PRODUCT_NAME}, and you can turn e-mails back on in your profile.</p>
<form method="post" action="${escapeHtml(actionUrl)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="background:#1976d2;color:#fff;padding:12px 20px;border:0;border-radius:8px;font-size:16px;cursor:pointer">${UNSUBSCRIBE_TEXTS.confirmButton}</button></form>`,
  );
}

export const unsubscribedPage = () =>
  page(UNSUBSCRIBE_TEXTS.doneTitle, `<p style="line-height:1.5">You will get no more reminder e-mails or weekly digests. You can turn them back on in your profile.</p>`);

export const invalidUnsubscribePage = () =>
  page(UNSUBSCRIBE_TEXTS.invalidTitle, `<p style="line-height:1.5">The link is incomplete or was changed. Sign in and turn reminder e-mails off in your profile.</p>`);

import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '@kindred/core/contact';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/contact: mails the message to support; open to everyone, rate limited. */
export function sendContactMessage(input: ContactRequest): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/contact', { method: 'POST', body: JSON.stringify(input), authenticated: false });
}

/** Sending a message to support. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

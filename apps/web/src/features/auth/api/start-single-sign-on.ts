import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/auth/oidc/start: the identity provider's sign-in page to send the browser to. */
export function startSingleSignOn(): Promise<{ url: string }> {
  return apiFetch<{ url: string }>('/auth/oidc/start');
}

/** Leaves for the identity provider's sign-in page. */
export function useStartSingleSignOn() {
  return useMutation({
    mutationFn: async () => {
      const { url } = await startSingleSignOn();
      window.location.assign(url);
    },
  });
}

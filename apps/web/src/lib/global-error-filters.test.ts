import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-request';
import { installGlobalErrorFilters } from './global-error-filters';

let uninstall: () => void;
beforeEach(() => {
  uninstall = installGlobalErrorFilters();
});
afterEach(() => uninstall());

function rejectUnhandled(reason: unknown): Event {
  const event = Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });
  window.dispatchEvent(event);
  return event;
}

describe('global error filters', () => {
  it('swallow an unhandled 429 with a console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    const event = rejectUnhandled(new ApiError('Too many requests.', 429, 'RATE_LIMITED'));

    expect(event.defaultPrevented).toBe(true);
    expect(warn).toHaveBeenCalledWith('A request was rate limited and dropped', expect.any(ApiError));
  });

  it('leave every other unhandled rejection alone', () => {
    const event = rejectUnhandled(new ApiError('Server error. Please try again later.', 500, 'INTERNAL'));

    expect(event.defaultPrevented).toBe(false);
  });

  it('keep ResizeObserver loop errors from reaching other error listeners', () => {
    const otherListener = vi.fn();
    window.addEventListener('error', otherListener);

    const event = new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.', cancelable: true });
    window.dispatchEvent(event);
    window.dispatchEvent(new ErrorEvent('error', { message: 'Real bug' }));

    window.removeEventListener('error', otherListener);
    expect(event.defaultPrevented).toBe(true);
    expect(otherListener).toHaveBeenCalledOnce();
    expect((otherListener.mock.calls[0]![0] as ErrorEvent).message).toBe('Real bug');
  });
});

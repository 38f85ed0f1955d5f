import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-request';
import { applyServerErrors, serverFieldErrorsOf } from './server-errors';

const validationFailed = (details: unknown) => new ApiError('Some fields are not valid.', 400, 'VALIDATION_FAILED', { details });

function renderForm() {
  return renderHook(() => {
    const form = useForm({ defaultValues: { email: '', rows: [{ date: '' }] } });
    // Reading errors while rendering subscribes to them, as a form that shows them does.
    return { ...form, errors: form.formState.errors };
  }).result;
}

describe('serverFieldErrorsOf', () => {
  it('takes the first message of each field of a 400’s details', () => {
    const error = validationFailed({ email: ['Please enter a valid email address', 'Email is required'], name: ['Name is required'] });
    expect(serverFieldErrorsOf(error)).toEqual({ email: 'Please enter a valid email address', name: 'Name is required' });
  });

  it('ignores details that are not field messages, and errors that are not API errors', () => {
    expect(serverFieldErrorsOf(new ApiError('Verify first', 403, 'EMAIL_NOT_VERIFIED', { details: { email: 'a@b.co' } }))).toEqual({});
    expect(serverFieldErrorsOf(new Error('offline'))).toEqual({});
  });
});

describe('applyServerErrors', () => {
  it('puts each message under the field it names, nested paths included, and no form-wide error', () => {
    const form = renderForm();
    let claimed = false;
    act(() => {
      claimed = applyServerErrors(form.current, validationFailed({ email: ['Please enter a valid email address'], 'rows.0.date': ['Date is required'] }));
    });
    expect(claimed).toBe(true);
    expect(form.current.errors.email?.message).toBe('Please enter a valid email address');
    expect(form.current.errors.rows?.[0]?.date?.message).toBe('Date is required');
    expect(form.current.errors.root).toBeUndefined();
  });

  it('falls back to a form-wide error when no detail names a field of the form', () => {
    const form = renderForm();
    let claimed = true;
    act(() => {
      claimed = applyServerErrors(form.current, validationFailed({ token: ['Token is required'] }));
    });
    expect(claimed).toBe(false);
    expect(form.current.errors.root?.message).toBe('Some fields are not valid.');
  });

  it('uses the form’s own wording for a failure without details', () => {
    const form = renderForm();
    act(() => {
      applyServerErrors(form.current, new ApiError('Too many requests.', 429, 'RATE_LIMITED'), 'Please try again in 42 seconds.');
    });
    expect(form.current.errors.root?.message).toBe('Please try again in 42 seconds.');
  });
});

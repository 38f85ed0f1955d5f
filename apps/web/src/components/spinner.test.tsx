import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it.each([
    ['sm', '20px'],
    ['md', '40px'],
    ['lg', '64px'],
  ] as const)('comes in size %s (%s)', (size, pixels) => {
    render(<Spinner size={size} />);

    const spinner = screen.getByRole('progressbar', { name: 'Loading' });
    expect(spinner).toHaveStyle({ width: pixels, height: pixels });
  });

  it('is medium unless told otherwise, and can say what is loading', () => {
    render(<Spinner label="Loading memories" />);

    expect(screen.getByRole('progressbar', { name: 'Loading memories' })).toHaveStyle({ width: '40px' });
  });
});

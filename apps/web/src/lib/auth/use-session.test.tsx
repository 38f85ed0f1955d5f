import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useSession } from './use-session';

function SessionReader({ onRender }: { onRender: () => void }) {
  const { isSignedIn } = useSession();
  onRender();
  return <p>{isSignedIn ? 'Signed in' : 'Signed out'}</p>;
}

describe('useSession over a prerendered page', () => {
  it('hydrates a first visit without rendering the session readers a second time', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SessionReader onRender={() => {}} />);
    let renders = 0;

    await act(async () => {
      hydrateRoot(container, <SessionReader onRender={() => renders++} />);
    });

    expect(container.textContent).toBe('Signed out');
    expect(renders).toBe(1);
  });
});

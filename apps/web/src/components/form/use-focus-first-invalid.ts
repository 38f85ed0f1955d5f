import { useEffect, useRef, useState } from 'react';

/**
 * Moves focus to the form's first invalid field after its errors have rendered, so keyboard and
 * screen reader users land on the problem (and hear its message through aria-describedby).
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const formRef = useRef<T>(null);
  const [request, setRequest] = useState(0);

  useEffect(() => {
    if (request === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request]);

  return { formRef, focusFirstInvalid: () => setRequest((count) => count + 1) };
}

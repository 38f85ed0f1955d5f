import { useEffect, useState } from 'react';

/** True from mount until `durationMs` have passed. */
export function useTimedFlag(durationMs: number): boolean {
  const [isOn, setIsOn] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setIsOn(false), durationMs);
    return () => clearTimeout(timer);
  }, [durationMs]);
  return isOn;
}

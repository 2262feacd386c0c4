import { useEffect, useState } from 'react';

/** `value`, once it has not changed for `delay` ms (what is priced waits for the choice to settle). */
export function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

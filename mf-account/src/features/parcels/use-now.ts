import { useEffect, useState } from 'react';

const HOUR = 60 * 60 * 1000;

/** The time now, refreshed every hour, so days left change on a page left open overnight. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), HOUR);
    return () => clearInterval(timer);
  }, []);
  return now;
}

import { useEffect, useState } from 'react';

const TICK_MS = 30_000;

/**
 * The moment "3 minutes ago" is counted from: the given one (stories), else the clock,
 * read again every 30 s so the words age while the page stays open.
 */
export function useNow(fixed?: Date): Date {
  const [now, setNow] = useState(() => fixed ?? new Date());
  useEffect(() => {
    if (fixed) return undefined;
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, [fixed]);
  return fixed ?? now;
}

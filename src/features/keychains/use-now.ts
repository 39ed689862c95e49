/** The current time for rules that depend on it (an expiration in the future), refreshed every minute. */
import { useEffect, useState } from 'react'

export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs)
    return () => window.clearInterval(timer)
  }, [everyMs])
  return now
}

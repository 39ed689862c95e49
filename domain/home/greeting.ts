/** Home's greeting by the parent's local hour: before 12 morning, 12 to 16 afternoon, from 17 evening. */
export type Greeting = 'Good morning!' | 'Good afternoon!' | 'Good evening!'

export const afternoonStartsAt = 12
export const eveningStartsAt = 17

/** `hour` is the local hour of the day, 0 to 23. */
export function greetingFor(hour: number): Greeting {
  if (hour < afternoonStartsAt) return 'Good morning!'
  if (hour < eveningStartsAt) return 'Good afternoon!'
  return 'Good evening!'
}

/** Rule schedules the demo family's keychains and blocked apps use. */
import type { RuleSchedule } from '@domain/api/wire'

const allDays = {
  sunday: true,
  monday: true,
  tuesday: true,
  wednesday: true,
  thursday: true,
  friday: true,
  saturday: true,
}
const weekdaysOnly = { ...allDays, sunday: false, saturday: false }

export const afterSchool: RuleSchedule = {
  mode: 'active',
  days: weekdaysOnly,
  window: { start: { hour: 15, minute: 0 }, end: { hour: 18, minute: 0 } },
}
export const schoolHours: RuleSchedule = {
  mode: 'active',
  days: weekdaysOnly,
  window: { start: { hour: 7, minute: 0 }, end: { hour: 17, minute: 0 } },
}
export const notAtNight: RuleSchedule = {
  mode: 'inactive',
  days: allDays,
  window: { start: { hour: 21, minute: 0 }, end: { hour: 5, minute: 0 } },
}

/** How request screens write a request's time: in the parent's time zone, as every page does. */
import { clockTime, weekdayDateTime } from '@domain/time'

/** 'Tue, Sep 2, 3:10 PM' */
export const formatDateTime = (iso: string, timeZone: string): string => weekdayDateTime(Date.parse(iso), { timeZone })

/** '3:10 PM' */
export const formatTime = (iso: string, timeZone: string): string => clockTime(Date.parse(iso), { timeZone })

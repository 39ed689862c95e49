/**
 * Phone numbers as a parent types them, made into the E.164 number a text message reaches.
 *
 * Pure: each country's numbering rules (libphonenumber's metadata) are passed in. The library's
 * `core` entry takes them as an argument, so the app loads this file and the metadata together,
 * only with the panel that adds a notification method.
 */
import parsePhoneNumber, { type MetadataJson } from 'libphonenumber-js/core'
import { phoneMaxDigits, phoneMinDigits } from './methods'

/** Each country's numbering rules (calling codes, trunk prefixes): libphonenumber's metadata. */
export type PhoneMetadata = MetadataJson

/**
 * The number to send, in E.164 form, or null when it is not a phone number. The digits are
 * taken from whatever was typed; exactly 10 digits without a leading plus are a US number and
 * get +1; fewer than 7 or more than 15 digits are invalid; any other count gets a plain +.
 * Then a trunk prefix written after the country code goes, as no text message reaches a number
 * that keeps it: "+44 (0) 20 7946 0958" is +442079460958, "+33 01 42 86 82 00" +33142868200,
 * "+7 8 495 …" +7495…, each country by its own rule (Italy's leading 0 is part of the number
 * and stays). A calling code that `metadata` does not know leaves the digits as they are.
 */
export function normalizePhone(input: string, metadata: PhoneMetadata): string | null {
  const trimmed = input.trim()
  const digits = trimmed.replace(/[^0-9]/g, '')
  const e164 = digits.length === 10 && !trimmed.startsWith('+') ? `+1${digits}` : `+${digits}`
  return withoutTrunkPrefix(e164, metadata)
}

const hasValidLength = (e164: string): boolean => e164.length - 1 >= phoneMinDigits && e164.length - 1 <= phoneMaxDigits

function withoutTrunkPrefix(e164: string, metadata: PhoneMetadata): string | null {
  if (!hasValidLength(e164)) return null
  const parsed = parsePhoneNumber(e164, metadata)?.number
  // Only ever a prefix dropped: some countries' parsing rules also add digits (Madagascar's
  // 0 → 20), and a number the parent typed in full is kept as typed then.
  return parsed !== undefined && hasValidLength(parsed) && parsed.length <= e164.length ? parsed : e164
}

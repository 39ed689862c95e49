/**
 * Password hashing with Web Crypto PBKDF2 (SHA-256) and a per-user salt. The iteration count is
 * modest on purpose: this is a demo server, and tests hash many passwords.
 */
export const pbkdf2Iterations = 20_000

const toBase64 = (bytes: Uint8Array): string => {
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary)
}

const fromBase64 = (text: string): Uint8Array => {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** 16 salt bytes from the injected random source, base64. */
export function newSalt(random: () => number): string {
  const bytes = new Uint8Array(16)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(random() * 256) & 0xff
  return toBase64(bytes)
}

export async function hashPassword(password: string, salt: string): Promise<string> {
  const subtle = globalThis.crypto.subtle
  const material = await subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: fromBase64(salt) as Uint8Array<ArrayBuffer>, iterations: pbkdf2Iterations },
    material,
    256,
  )
  return toBase64(new Uint8Array(bits))
}

/** Constant-time comparison of the stored hash with the hash of the candidate password. */
export async function verifyPassword(password: string, salt: string, expectedHash: string): Promise<boolean> {
  const actual = await hashPassword(password, salt)
  if (actual.length !== expectedHash.length) return false
  let diff = 0
  for (let i = 0; i < actual.length; i++) diff |= actual.charCodeAt(i) ^ expectedHash.charCodeAt(i)
  return diff === 0
}

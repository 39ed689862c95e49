/**
 * An image whose address comes from the server (screenshots). The address is used only when the
 * dashboard trusts it (domain/content-security/image-sources.ts: `https:`, or `http:` to this machine in
 * development and the demo); otherwise, or when the image fails to load, an "Image unavailable"
 * placeholder of the same shape takes its place.
 */
import { type ImgHTMLAttributes, useState } from 'react'
import { type ImageUrlContext, safeImageUrl } from '@domain/content-security/image-sources'

export const imageUnavailableText = 'Image unavailable'

/** The page's own context: its origin, and whether this is a development or demo build. */
export function pageImageContext(): ImageUrlContext {
  return {
    pageOrigin: typeof window === 'undefined' ? 'https://localhost' : window.location.origin,
    allowLocalHttp: import.meta.env.DEV || __DEMO__,
  }
}

export interface ServerImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  readonly url: string | null | undefined
  readonly width: number
  readonly height: number
  /** Where the address is judged from (default: this page). */
  readonly context?: ImageUrlContext
}

export function ServerImage({ url, width, height, alt, context, className, ...rest }: ServerImageProps) {
  const src = safeImageUrl(url, context ?? pageImageContext())
  const [failed, setFailed] = useState<string | null>(null)
  if (src === null || failed === src) {
    const label = alt ? `${alt}: ${imageUnavailableText.toLowerCase()}` : imageUnavailableText
    return (
      <span
        className={`image-unavailable${className ? ` ${className}` : ''}`}
        role="img"
        aria-label={label}
        style={{ aspectRatio: width > 0 && height > 0 ? `${width} / ${height}` : undefined }}
      >
        <span aria-hidden="true">{imageUnavailableText}</span>
      </span>
    )
  }
  return <img {...rest} className={className} src={src} width={width} height={height} alt={alt} onError={() => setFailed(src)} />
}

/**
 * An image whose address comes from the server (screenshots). The address is used only when the
 * dashboard trusts it (domain/content-security/image-sources.ts: `https:`, or `http:` to this machine in
 * development and the demo); otherwise, or when the image fails to load, an "Image unavailable"
 * placeholder of the same shape takes its place. Until the page may ask for server images
 * (./server-images.ts), an empty box of the same shape stands in for the image.
 */
import { type ImgHTMLAttributes, useState, useSyncExternalStore } from 'react'
import { type ImageUrlContext, safeImageUrl } from '@domain/content-security/image-sources'
import { serverImagesReady, subscribeServerImages } from './server-images'

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
  const mayLoad = useSyncExternalStore(subscribeServerImages, serverImagesReady, serverImagesReady)
  const shape = { aspectRatio: width > 0 && height > 0 ? `${width} / ${height}` : undefined }
  if (src !== null && !mayLoad) {
    const named = alt ? { role: 'img', 'aria-label': alt, 'aria-busy': true } : { 'aria-hidden': true }
    return <span className={`image-pending${className ? ` ${className}` : ''}`} {...named} style={shape} />
  }
  if (src === null || failed === src) {
    const label = alt ? `${alt}: ${imageUnavailableText.toLowerCase()}` : imageUnavailableText
    return (
      <span className={`image-unavailable${className ? ` ${className}` : ''}`} role="img" aria-label={label} style={shape}>
        <span aria-hidden="true">{imageUnavailableText}</span>
      </span>
    )
  }
  return <img {...rest} className={className} src={src} width={width} height={height} alt={alt} onError={() => setFailed(src)} />
}

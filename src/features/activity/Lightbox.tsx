/**
 * The large screenshot viewer: one screenshot at a time with previous / next, Flag and Delete,
 * and the feed's keys (←/→ or j/k move, f flags, d or Delete clears, Esc closes). A modal
 * <dialog>, so focus stays inside and returns to the page when it closes.
 */
import { useEffect, useEffectEvent, useId, useRef } from 'react'
import type { ScreenshotItem } from '@domain/api/wire'
import { itemWhen } from './FeedItem'
import { ServerImage } from '../../ui/ServerImage'
import './viewer.css'
import { buttonClass } from '../../ui/Button'

export interface LightboxProps {
  items: readonly ScreenshotItem[]
  index: number
  offset: number
  safe: boolean
  revealed: boolean
  onIndex: (index: number) => void
  onClose: () => void
  /** Sets the item's flag to `wanted` (the opposite of what the parent saw). */
  onFlag: (id: string, wanted: boolean) => void
  onDelete: (id: string) => void
  onReveal: (id: string) => void
}

export function Lightbox({ items, index, offset, safe, revealed, onIndex, onClose, onFlag, onDelete, onReveal }: LightboxProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const item = items[index]
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
    return () => {
      if (dialog?.open) dialog.close()
    }
  }, [])
  const prev = index > 0 ? index - 1 : null
  const next = index < items.length - 1 ? index + 1 : null
  // Keys work wherever focus is while the viewer is open (it is modal).
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (!item || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
    const target = event.target as HTMLElement | null
    const onButton = target?.tagName === 'BUTTON'
    switch (event.key) {
      case 'ArrowLeft':
      case 'k':
        if (prev !== null) onIndex(prev)
        break
      case 'ArrowRight':
      case 'j':
        if (next !== null) onIndex(next)
        break
      case 'f':
        onFlag(item.id, !item.flagged)
        break
      case 'd':
      case 'Delete':
        if (!item.flagged) onDelete(item.id)
        break
      case ' ':
      case 'Enter':
        if (onButton) return
        break
      default:
        return
    }
    event.preventDefault()
    event.stopPropagation()
  })
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event)
    document.addEventListener('keydown', listener)
    return () => document.removeEventListener('keydown', listener)
  }, [])
  if (!item) return null
  const veiled = safe && !revealed
  return (
    <dialog
      ref={ref}
      className="lightbox"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
    >
      <div className="lightbox__head">
        <h2 id={titleId} className="lightbox__title">
          Screenshot {index + 1} of {items.length}
          <span className="lightbox__when">{itemWhen(item, offset)}</span>
        </h2>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={onClose}>
          Close
        </button>
      </div>
      <div className={`lightbox__stage${veiled ? ' is-veiled' : ''}`}>
        <ServerImage url={item.url} width={item.width} height={item.height} alt={`Screenshot, ${itemWhen(item, offset)}`} decoding="async" />
      </div>
      <div className="lightbox__bar">
        <button type="button" className={buttonClass('secondary', 'sm')} disabled={prev === null} onClick={() => prev !== null && onIndex(prev)}>
          ← Previous
        </button>
        <span className="lightbox__actions">
          {safe && (
            <button type="button" className={buttonClass('ghost', 'sm')} aria-pressed={revealed} onClick={() => onReveal(item.id)}>
              {revealed ? 'Blur' : 'Reveal'}
            </button>
          )}
          <button
            type="button"
            className={buttonClass(item.flagged ? 'flagged' : 'secondary', 'sm')}
            aria-pressed={item.flagged}
            onClick={() => onFlag(item.id, !item.flagged)}
          >
            Flag
          </button>
          <button type="button" className={buttonClass('secondary', 'sm')} disabled={item.flagged} onClick={() => onDelete(item.id)}>
            Delete
          </button>
        </span>
        <button type="button" className={buttonClass('secondary', 'sm')} disabled={next === null} onClick={() => next !== null && onIndex(next)}>
          Next →
        </button>
      </div>
    </dialog>
  )
}

/**
 * The plus menu on a keychain card: one checkbox per child, ticked when the child has the
 * keychain; a change gives it to or takes it from that child at once. Esc or a click elsewhere
 * closes it, and focus goes back to the plus button.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { sameId } from '@domain/api/ids'
import type { KeychainCard } from '@domain/events/children'
import { childDisplayName } from '@domain/names/display-names'
import { buttonClass } from '../../ui/Button'

export interface AssignMenuProps {
  readonly keychainName: string
  readonly children: readonly { readonly id: string; readonly name: string }[]
  readonly assigned: readonly string[]
  readonly onSet: (childId: string, assigned: boolean) => void
}

export const keychainCardOf = (summary: KeychainCard): KeychainCard => {
  const { id, parentId, name, isPublic, numKeys, description } = summary
  return description ? { id, parentId, name, isPublic, numKeys, description } : { id, parentId, name, isPublic, numKeys }
}

export function AssignMenu({ keychainName, children, assigned, onSet }: AssignMenuProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const wrapper = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      e.preventDefault()
      setOpen(false)
      button.current?.focus()
    }
    const onPointer = (e: PointerEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  return (
    <div className="assign-menu" ref={wrapper}>
      <button
        ref={button}
        type="button"
        className={`${buttonClass('secondary', 'sm')} assign-menu__toggle`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Choose children for ${keychainName}`}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true" className="assign-menu__plus">
          +
        </span>
      </button>
      {open && (
        <div id={panelId} className="assign-menu__panel" role="group" aria-label={`Children who have ${keychainName}`}>
          {children.length === 0 ? (
            <p className="muted assign-menu__empty">Add a child first, then give them this keychain.</p>
          ) : (
            <ul className="assign-menu__list">
              {children.map((child) => {
                const checked = assigned.some((id) => sameId(id, child.id))
                return (
                  <li key={child.id}>
                    <label className="check assign-menu__item">
                      <input type="checkbox" checked={checked} onChange={() => onSet(child.id, !checked)} />
                      <span>{childDisplayName(child.name)}</span>
                    </label>
                  </li>
                )
              })}
            </ul>
          )}
        </div>
      )}
    </div>
  )
}

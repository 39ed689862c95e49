import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Spinner } from './Spinner'

/** `flagged`: an item the parent flagged (the activity feed's Flag button, pressed). */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'flagged'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: 'md' | 'sm'
  block?: boolean
  /** Shows a spinner and blocks clicks (the button stays focusable and announces it is busy). */
  loading?: boolean
  children: ReactNode
}

export const buttonClass = (variant: ButtonVariant = 'primary', size: 'md' | 'sm' = 'md', block = false) =>
  ['btn', variant !== 'primary' && `btn--${variant}`, size === 'sm' && 'btn--sm', block && 'btn--block'].filter(Boolean).join(' ')

export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  loading = false,
  type = 'button',
  className,
  disabled,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={[buttonClass(variant, size, block), className].filter(Boolean).join(' ')}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={loading ? (e) => e.preventDefault() : onClick}
    >
      {loading && <Spinner label={null} />}
      {children}
    </button>
  )
}

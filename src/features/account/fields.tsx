/** Form fields and the submit button shared by the signed-out screens' forms. */
import type { ComponentProps, ReactNode } from 'react'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/TextField'

type FieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'label'> & { id: string; label?: ReactNode }

/** A required e-mail address field (label 'Email' unless given). */
export function EmailField({ label = 'Email', autoComplete = 'email', ...rest }: FieldProps) {
  return <TextField label={label} type="email" name="email" autoComplete={autoComplete} inputMode="email" required {...rest} />
}

/** A required password field: the account's current password, or a new one being chosen. */
export function PasswordField({ choosing = false, label = 'Password', minLength = 4, ...rest }: FieldProps & { choosing?: boolean }) {
  return (
    <TextField
      label={label}
      type="password"
      name={choosing ? 'new-password' : 'password'}
      autoComplete={choosing ? 'new-password' : 'current-password'}
      required
      minLength={minLength}
      {...rest}
    />
  )
}

/**
 * The form's full-width submit button. `loading` shows the spinner; `busy` (default: `loading`)
 * marks it unavailable while any request of the screen runs.
 */
export function SubmitButton({
  loading,
  busy = loading,
  disabled,
  children,
}: {
  loading: boolean
  busy?: boolean
  disabled?: boolean
  children: ReactNode
}) {
  return (
    <Button type="submit" block disabled={disabled} loading={loading} aria-disabled={busy || undefined}>
      {children}
    </Button>
  )
}

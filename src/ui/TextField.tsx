import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react'

interface FieldProps {
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  /** Shows the spec's '*optional' marker. */
  optional?: boolean
}

function FieldShell({
  id,
  label,
  hint,
  error,
  optional,
  children,
}: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {optional && <span className="field__optional">*optional</span>}
      </label>
      {children}
      {hint && (
        <div className="field__hint" id={`${id}-hint`}>
          {hint}
        </div>
      )}
      {error && (
        <div className="field__error" id={`${id}-error`} role="alert">
          {error}
        </div>
      )}
    </div>
  )
}

const describedBy = (id: string, hint: unknown, error: unknown) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined

export function TextField({
  label,
  hint,
  error,
  optional,
  id: givenId,
  className,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const autoId = useId()
  const id = givenId ?? autoId
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} optional={optional}>
      <input
        {...input}
        id={id}
        className={['field__input', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </FieldShell>
  )
}

export function TextArea({
  label,
  hint,
  error,
  optional,
  id: givenId,
  className,
  ...input
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const autoId = useId()
  const id = givenId ?? autoId
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} optional={optional}>
      <textarea
        {...input}
        id={id}
        className={['field__input', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </FieldShell>
  )
}

export function Checkbox({
  label,
  ...input
}: { label: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <label className="check">
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  )
}

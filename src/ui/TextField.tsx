import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react'

interface FieldProps {
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  /** Shows the '*optional' marker after the label, for a field that may stay empty. */
  optional?: boolean
  id?: string
  className?: string
}

/** What the field gives its control: its id, class, and the ARIA links to the hint and error. */
interface ControlProps {
  id: string
  className: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/**
 * One labelled field: the label (with the optional marker), the control `render` draws, then the
 * hint and the error, both tied to the control by `aria-describedby`.
 */
function Field({ label, hint, error, optional, id: givenId, className, render }: FieldProps & { render: (control: ControlProps) => ReactNode }) {
  const autoId = useId()
  const id = givenId ?? autoId
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {optional && <span className="field__optional">*optional</span>}
      </label>
      {render({
        id,
        className: ['field__input', className].filter(Boolean).join(' '),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
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

/** Splits a field component's props into the field's own and those of its control. */
function fieldProps<T extends FieldProps>({ label, hint, error, optional, id, className, ...control }: T) {
  return [{ label, hint, error, optional, id, className }, control] as const
}

export function TextField(props: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const [field, input] = fieldProps(props)
  return <Field {...field} render={(control) => <input {...input} {...control} />} />
}

export function TextArea(props: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const [field, textarea] = fieldProps(props)
  return <Field {...field} render={(control) => <textarea {...textarea} {...control} />} />
}

export function Checkbox({ label, ...input }: { label: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <label className="check">
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  )
}

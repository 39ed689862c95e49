/** A group of radio options, each a label with a line of explanation (the key wizard's choices). */
import { useId, type ReactNode } from 'react'

export interface ChoiceOption<T extends string> {
  readonly value: T
  readonly label: string
  readonly about?: ReactNode
}

export function ChoiceGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  hideLegend = false,
}: {
  legend: string
  options: readonly ChoiceOption<T>[]
  value: T
  onChange: (value: T) => void
  hideLegend?: boolean
}) {
  const id = useId()
  return (
    <fieldset className="choice-group">
      <legend className={hideLegend ? 'visually-hidden' : 'field__label'}>{legend}</legend>
      <div className="choice-group__options">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`
          return (
            <label key={option.value} className="choice" htmlFor={optionId}>
              <input
                id={optionId}
                type="radio"
                name={id}
                value={option.value}
                checked={value === option.value}
                aria-labelledby={`${optionId}-label`}
                aria-describedby={option.about ? `${optionId}-about` : undefined}
                onChange={() => onChange(option.value)}
              />
              <span className="choice__text">
                <span id={`${optionId}-label`} className="choice__label">
                  {option.label}
                </span>
                {option.about && (
                  <span id={`${optionId}-about`} className="choice__about">
                    {option.about}
                  </span>
                )}
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}

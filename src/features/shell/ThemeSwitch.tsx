/**
 * The theme switch in the sidebar's footer: System, Light or Dark, as a group of radio buttons
 * (arrow keys move between them). Icons only when the sidebar is collapsed; the names stay for
 * screen readers and as tooltips.
 */
import { useId, type ComponentType } from 'react'
import { MonitorIcon } from '../../ui/icons/MonitorIcon'
import { MoonIcon } from '../../ui/icons/MoonIcon'
import { SunIcon } from '../../ui/icons/SunIcon'
import type { IconProps } from '../../ui/icons/svg-icon'
import { setThemeChoice, themeChoices, useThemeChoice, type ThemeChoice } from '../../theme'
import './theme-switch.css'

const options: Readonly<Record<ThemeChoice, { label: string; icon: ComponentType<IconProps> }>> = {
  system: { label: 'System', icon: MonitorIcon },
  light: { label: 'Light', icon: SunIcon },
  dark: { label: 'Dark', icon: MoonIcon },
}

export function ThemeSwitch({ compact = false }: { compact?: boolean }) {
  const choice = useThemeChoice()
  const name = useId()
  return (
    <fieldset className={compact ? 'theme-switch theme-switch--compact' : 'theme-switch'}>
      <legend className="theme-switch__legend">Theme</legend>
      <div className="theme-switch__options">
        {themeChoices.map((value) => {
          const { label, icon: Icon } = options[value]
          return (
            <label key={value} className="theme-switch__option" title={compact ? `${label} theme` : undefined}>
              <input
                type="radio"
                className="theme-switch__input"
                name={name}
                value={value}
                checked={choice === value}
                onChange={() => setThemeChoice(value)}
              />
              <Icon />
              <span className="theme-switch__label">{label}</span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}

/** Small pieces shared by the Settings cards. */
import { methodAddress, methodKindLabel, type MethodKind } from '@domain/notifications/methods'
import type { NotificationMethodConfig } from '@domain/api/wire'
import { ChannelIcon } from '../../ui/icons/ChannelIcon'
import { MailIcon } from '../../ui/icons/MailIcon'
import { TextMessageIcon } from '../../ui/icons/TextMessageIcon'
import type { IconProps } from '../../ui/icons/svg-icon'

const kindIcons: Record<MethodKind, (props: IconProps) => React.JSX.Element> = {
  email: MailIcon,
  text: TextMessageIcon,
  slack: ChannelIcon,
}

export function KindIcon({ kind, className }: { kind: MethodKind; className?: string }) {
  const Icon = kindIcons[kind]
  return <Icon className={className} />
}

/** A method as a line: its kind's icon, the kind, and where it delivers. */
export function MethodLine({ config }: { config: NotificationMethodConfig }) {
  return (
    <span className="method-line">
      <KindIcon kind={config.case} className="method-line__icon" />
      <span className="method-line__text">
        <span className="method-line__kind">{methodKindLabel[config.case]}</span>
        <span className="method-line__address">{methodAddress(config)}</span>
      </span>
    </span>
  )
}

/** How a method is named in a select option: 'E-mail: a@b.c'. */
export const methodOptionLabel = (config: NotificationMethodConfig): string => `${methodKindLabel[config.case]}: ${methodAddress(config)}`

/** A fresh notification id (the server gives new rules its own; this one keys the event). */
export const newClientId = (): string => globalThis.crypto.randomUUID()

/** 'Keychain warning': what the keychain's author warns about, opened from a card's warning badge. */
import type { KeychainSummary } from '@domain/api/wire'
import { Button } from '../../../ui/Button'
import { Dialog } from '../../../ui/Dialog'

export function KeychainWarningDialog({ keychain, onClose }: { keychain: KeychainSummary | null; onClose: () => void }) {
  return (
    <Dialog open={keychain !== null} title="Keychain warning" onClose={onClose} alert actions={<Button onClick={onClose}>OK</Button>}>
      {keychain && (
        <>
          <p>
            <strong>{keychain.name}</strong>
          </p>
          <p>{keychain.warning}</p>
        </>
      )}
    </Dialog>
  )
}

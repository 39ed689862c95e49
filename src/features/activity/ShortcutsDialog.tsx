/** The list of keyboard shortcuts of the day feed ('?' opens it). */
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import './viewer.css'

export const shortcuts: readonly (readonly [keys: string, what: string])[] = [
  ['j or ↓', 'Next item'],
  ['k or ↑', 'Previous item'],
  ['f', 'Flag or unflag the item'],
  ['d or Delete', 'Delete the item'],
  ['Shift + D', 'Delete every unflagged item above this one'],
  ['Enter or Space', 'View the screenshot larger'],
  ['?', 'Show these shortcuts'],
]

export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      title="Keyboard shortcuts"
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <dl className="shortcuts">
        {shortcuts.map(([keys, what]) => (
          <div key={keys} className="shortcuts__row">
            <dt>
              <kbd>{keys}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  )
}

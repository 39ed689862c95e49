/**
 * 'Add keys from a list': paste addresses one a line; each line shows the key it would make or
 * why it cannot, and only the valid ones are created, as one bulk action: its progress ('12 of
 * 40', Cancel), and at the end each address that failed and why, with Try again.
 */
import { useId, useState } from 'react'
import { type BulkLine, type BulkOptions, bulkMessages, bulkTooLong, proposeKeys } from '@domain/keys/bulk'
import { keySentence } from '@domain/keys/describe'
import type { IdentifiedApp, Key } from '@domain/api/wire'
import { runBulk } from '../../data'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { TextArea } from '../../ui/TextField'
import { ChoiceGroup } from './Choice'
import { saveKey } from './commands'

export interface BulkAddDialogProps {
  readonly open: boolean
  readonly keychainId: string
  readonly keys: readonly Key[]
  readonly apps: readonly IdentifiedApp[]
  readonly onClose: () => void
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

type ValidLine = Extract<BulkLine, { ok: true }>

/**
 * Creates the keys one after another, each address a step of one bulk action. A key keeps its id
 * when tried again, so an address whose save had no answer is not made twice.
 */
function createAll(keychainId: string, lines: readonly ValidLine[], startCount: number): void {
  let created = 0
  const n = lines.length
  runBulk({
    texts: {
      running: `Creating ${plural(n, 'key', 'keys')}`,
      done: `${plural(n, 'key', 'keys')} created!`,
      failed: (failed, total) => `Failed to create ${failed} of ${plural(total, 'key', 'keys')}`,
      stopped: (done, total) => `Stopped: ${done} of ${plural(total, 'key', 'keys')} created`,
    },
    steps: lines.map((line) => {
      const input = { isNew: true, id: crypto.randomUUID(), keychainId, key: line.key } as Parameters<typeof saveKey>[0]
      return {
        key: `line-${line.line}`,
        label: line.text,
        // The keychain's count once this key is in: the keys there before, and those created since.
        command: () => saveKey(input, startCount + created + 1, { quiet: true }),
        onDone: () => void created++,
      }
    }),
  })
}

export function BulkAddDialog({ open, keychainId, keys, apps, onClose }: BulkAddDialogProps) {
  const resultsId = useId()
  const [text, setText] = useState('')
  const [options, setOptions] = useState<BulkOptions>({ addressType: 'standard', scope: 'webBrowsers' })
  const proposals = proposeKeys(
    text,
    options,
    keys.map((k) => k.key),
  )
  const valid = proposals.filter((p): p is ValidLine => p.ok)
  const close = () => {
    setText('')
    onClose()
  }

  return (
    <Dialog
      open={open}
      title="Add keys from a list"
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={valid.length === 0}
            onClick={() => {
              createAll(keychainId, valid, keys.length)
              close()
            }}
          >
            {valid.length === 0 ? 'Create keys' : `Create ${plural(valid.length, 'key', 'keys')}`}
          </Button>
        </>
      }
    >
      <div className="bulk-add">
        <TextArea
          label="Addresses, one a line"
          rows={6}
          value={text}
          spellCheck={false}
          autoCapitalize="none"
          placeholder={'khanacademy.org\nhttps://docs.google.com/\n140.82.112.3'}
          hint="Lines with an IP address make IP address keys; lines with a * make regular expressions."
          aria-controls={resultsId}
          onChange={(e) => setText(e.target.value)}
        />
        <div className="bulk-add__options">
          <ChoiceGroup
            legend="Other addresses"
            options={[
              { value: 'standard', label: 'Standard', about: 'The site and all its subdomains' },
              { value: 'strict', label: 'Strict', about: 'Exactly that address' },
            ]}
            value={options.addressType}
            onChange={(addressType) => setOptions((o) => ({ ...o, addressType }))}
          />
          <ChoiceGroup
            legend="Affected apps"
            options={[
              { value: 'webBrowsers', label: 'Web browsers' },
              { value: 'unrestricted', label: 'All apps' },
            ]}
            value={options.scope}
            onChange={(scope) => setOptions((o) => ({ ...o, scope }))}
          />
        </div>
        <div id={resultsId} aria-live="polite">
          {bulkTooLong(text) && <p className="field__error">{bulkMessages.tooManyLines}</p>}
          {proposals.length > 0 && (
            // Scrolls when long: focusable so keyboard users can scroll it.
            <ol className="bulk-add__lines" aria-label="Proposed keys" tabIndex={0}>
              {proposals.map((p) => (
                <li key={p.line} className={p.ok ? 'bulk-line bulk-line--ok' : 'bulk-line bulk-line--problem'}>
                  <span className="bulk-line__text">
                    <span className="bulk-line__number">Line {p.line}:</span> {p.text}
                  </span>
                  {p.ok ? (
                    <span className="bulk-line__verdict">{keySentence(p.key, apps)}</span>
                  ) : (
                    <span className="bulk-line__verdict field__error">
                      {p.hint}
                      {p.detail ? `: ${p.detail}` : ''}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </Dialog>
  )
}

/**
 * 'Add keys from a list': paste addresses one a line; each line shows the key it would make or
 * why it cannot, and only the valid ones are created, in one go.
 */
import { useId, useState } from 'react'
import { type BulkOptions, bulkMessages, bulkTooLong, proposeKeys } from '@domain/keys/bulk'
import { keySentence } from '@domain/keys/describe'
import type { IdentifiedApp, Key } from '@domain/api/wire'
import { runCommand, toast } from '../../data'
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

/** Creates the keys one after another; one toast tells how it went. */
async function createAll(keychainId: string, keys: readonly Key['key'][], startCount: number): Promise<void> {
  // eslint-disable-next-line gatehouse/command-texts -- every key is tried, failed or not, and one toast counts them: no command's texts can
  const id = toast.loading(`Creating ${plural(keys.length, 'key', 'keys')}...`)
  let failed = 0
  for (const [i, key] of keys.entries()) {
    const input = { isNew: true, id: crypto.randomUUID(), keychainId, key } as Parameters<typeof saveKey>[0]
    const result = await runCommand(saveKey(input, startCount + i + 1 - failed, { quiet: true }))
    if (!result.ok) failed++
  }
  // eslint-disable-next-line gatehouse/command-texts -- the same toast, counting the keys created
  if (failed === 0) toast.success(`${plural(keys.length, 'Key', 'Keys')} created!`, id)
  else toast.error(`Failed to create ${plural(failed, 'key', 'keys')}`, id)
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
  const valid = proposals.flatMap((p) => (p.ok ? [p.key] : []))
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
              void createAll(keychainId, valid, keys.length)
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

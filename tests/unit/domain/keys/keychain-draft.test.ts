/**
 * The keychain editor's save rule: savable only when changed, named (once trimmed) and idle;
 * 'Enter a name' except on an untouched new keychain; what a save sends, trimmed, a blank
 * description left out; the draft after the save is what was sent; the editor's heading.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { unnamedKeychain } from '@domain/names/display-names'
import {
  canSaveKeychain,
  keychainDraftKey,
  keychainEditorTitle,
  keychainNameError,
  keychainSaveInput,
  newKeychainDraft,
  savedKeychainDraft,
} from '@domain/keys/keychain-draft'

const id = 'B0000000-0000-4000-8000-000000000001'
const blank = fc.constantFrom('', ' ', '\t', '  \n ')
const text = fc.oneof(
  blank,
  fc.string({ maxLength: 12 }),
  fc.tuple(blank, fc.string({ minLength: 1, maxLength: 8 }), blank).map((p) => p.join('')),
)
const draft = fc.record({ name: text, description: text })

describe('canSaveKeychain', () => {
  it('a new keychain cannot be created before it has a name', () => {
    expect(canSaveKeychain(newKeychainDraft, { changed: false, saving: false })).toBe(false)
    expect(canSaveKeychain({ name: '   ', description: 'for school' }, { changed: true, saving: false })).toBe(false)
    expect(canSaveKeychain({ name: ' School ', description: '' }, { changed: true, saving: false })).toBe(true)
  })

  it('not while a save is in flight, nor without a change', () => {
    const named = { name: 'School', description: '' }
    expect(canSaveKeychain(named, { changed: true, saving: true })).toBe(false)
    expect(canSaveKeychain(named, { changed: false, saving: false })).toBe(false)
  })

  it('property: savable iff changed, named once trimmed, and idle', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(draft, fc.boolean(), fc.boolean(), (d, changed, saving) => {
        expect(canSaveKeychain(d, { changed, saving })).toBe(changed && !saving && d.name.trim().length > 0)
      }),
    )
  })
})

describe('keychainNameError', () => {
  it('a new keychain untouched shows no error; edited back to blank, or a stored one blank, does', () => {
    expect(keychainNameError(newKeychainDraft, { changed: false, isNew: true })).toBeUndefined()
    expect(keychainNameError({ name: ' ', description: '' }, { changed: true, isNew: true })).toBe('Enter a name')
    expect(keychainNameError({ name: '', description: '' }, { changed: false, isNew: false })).toBe('Enter a name')
    expect(keychainNameError({ name: 'School', description: '' }, { changed: true, isNew: true })).toBeUndefined()
  })
})

describe('keychainSaveInput', () => {
  it('trims both, and leaves a blank description out', () => {
    expect(keychainSaveInput({ name: '  School ', description: ' homework sites\n' }, { id, isNew: true })).toEqual({
      isNew: true,
      id,
      name: 'School',
      description: 'homework sites',
    })
    expect(keychainSaveInput({ name: 'School', description: '   ' }, { id, isNew: false })).toEqual({ isNew: false, id, name: 'School' })
  })

  it('property: a savable draft sends a non-blank trimmed name, and the draft after the save sends the same again', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(draft, fc.boolean(), (d, isNew) => {
        fc.pre(canSaveKeychain(d, { changed: true, saving: false }))
        const input = keychainSaveInput(d, { id, isNew })
        expect(input.name).toBe(d.name.trim())
        expect(input.name).not.toBe('')
        expect('description' in input).toBe(d.description.trim() !== '')
        const saved = savedKeychainDraft(input)
        expect(saved).toEqual({ name: d.name.trim(), description: d.description.trim() })
        expect(keychainSaveInput(saved, { id, isNew })).toEqual(input)
      }),
    )
  })
})

describe('keychainEditorTitle', () => {
  it('the name as typed, trimmed; blank: New keychain while new, else the unnamed keychain’s name', () => {
    expect(keychainEditorTitle({ name: ' School ', description: '' }, true)).toBe('School')
    expect(keychainEditorTitle({ name: 'School', description: '' }, false)).toBe('School')
    expect(keychainEditorTitle({ name: '  ', description: 'x' }, true)).toBe('New keychain')
    expect(keychainEditorTitle(newKeychainDraft, false)).toBe(unnamedKeychain)
    expect(unnamedKeychain).not.toBe('New keychain')
  })
})

describe('keychainDraftKey', () => {
  it('one draft per keychain, whatever the case of its id', () => {
    expect(keychainDraftKey(id)).toBe('keychain/b0000000-0000-4000-8000-000000000001')
    expect(keychainDraftKey(id.toLowerCase())).toBe(keychainDraftKey(id))
  })
})

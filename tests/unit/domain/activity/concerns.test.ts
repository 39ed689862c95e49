/**
 * The concern lists: categories and their words, the parent's choices (kept as the schema
 * says), and the matcher (whole folded words and phrases only).
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  ConcernSettings,
  addOwnWord,
  compileConcerns,
  concernCategories,
  concernCategoryIds,
  concernSourceLabel,
  defaultConcernSettings,
  isCategoryOn,
  matchConcerns,
  maxOwnWordLength,
  maxOwnWords,
  removeOwnWord,
  setCategoryOn,
} from '@domain/activity/concerns'
import { fold } from '@domain/activity/text-fold'

const all = compileConcerns(defaultConcernSettings)
const sources = (text: string, matcher = all) => matchConcerns(matcher, text).map((m) => m.source)

describe('the concern lists', () => {
  it('has the four categories, each a few dozen distinct words that fold to something', () => {
    expect(concernCategories.map((c) => [c.id, c.label])).toEqual([
      ['filter', 'getting around the filter'],
      ['selfHarm', 'self-harm'],
      ['adult', 'adult content'],
      ['bullying', 'bullying'],
    ])
    for (const category of concernCategories) {
      expect(category.words.length).toBeGreaterThanOrEqual(25)
      expect(category.words.length).toBeLessThanOrEqual(60)
      const folded = category.words.map((w) => fold(w, 'concern'))
      expect(folded.every((w) => w !== '')).toBe(true)
      expect(new Set(folded).size).toBe(folded.length)
    }
  })

  it('matches whole words and phrases in any case, accents, spacing and swaps', () => {
    expect(sources('free vpn for school chromebook')).toEqual(['filter'])
    expect(sources('FREE  V.P.N for school')).toEqual(['filter'])
    expect(sources('Fr33 vpn')).toEqual(['filter'])
    expect(sources('best pr0xy sites')).toEqual(['filter'])
    expect(sources('Íncógnito mode')).toEqual(['filter'])
    expect(sources('unblocked games 66')).toEqual(['filter'])
    expect(sources('nobody likes you, loser')).toEqual(['bullying'])
  })

  it('does not match inside another word, or a phrase with a word missing', () => {
    expect(sources('vpnsetup')).toEqual([])
    expect(sources('approximately')).toEqual([])
    expect(sources('tor')).toEqual([])
    expect(sources('the browser tor')).toEqual([])
    expect(sources('The water cycle has four main stages')).toEqual([])
  })

  it('names every source once, categories in order and own words last', () => {
    const matcher = compileConcerns({ categoriesOff: [], ownWords: ['Minecraft server'] })
    const matches = matchConcerns(matcher, 'minecraft server proxy, loser, proxy again')
    expect(matches).toEqual([
      { source: 'filter', phrase: 'proxy' },
      { source: 'bullying', phrase: 'ioser' },
      { source: 'own', phrase: 'minecraft server' },
    ])
  })

  it('matches nothing of a category that is off, and the own words of the parent', () => {
    const off = compileConcerns(setCategoryOn(defaultConcernSettings, 'filter', false))
    expect(sources('free vpn', off)).toEqual([])
    expect(sources('loser', off)).toEqual(['bullying'])
    const own = compileConcerns({ categoriesOff: [...concernCategoryIds], ownWords: ['Fortnite'] })
    expect(sources('playing FORTNITE tonight', own)).toEqual(['own'])
    expect(sources('free vpn', own)).toEqual([])
  })

  it('labels sources for the reason words', () => {
    expect(concernSourceLabel('adult')).toBe('adult content')
    expect(concernSourceLabel('own')).toBe('words you added')
  })
})

describe('a parent’s concern choices', () => {
  it('turns categories off and on, keeping the categories’ order', () => {
    let s = setCategoryOn(defaultConcernSettings, 'bullying', false)
    s = setCategoryOn(s, 'filter', false)
    expect(s.categoriesOff).toEqual(['filter', 'bullying'])
    expect(isCategoryOn(s, 'filter')).toBe(false)
    expect(isCategoryOn(s, 'adult')).toBe(true)
    s = setCategoryOn(s, 'filter', true)
    expect(s.categoriesOff).toEqual(['bullying'])
    expect(setCategoryOn(s, 'bullying', false)).toEqual(s)
  })

  it('adds own words trimmed, refusing blank, duplicate, too long and one too many', () => {
    const added = addOwnWord(defaultConcernSettings, '  Fortnite ')
    expect(added).toEqual({ settings: { categoriesOff: [], ownWords: ['Fortnite'] } })
    if (!('settings' in added)) throw new Error('not added')
    expect(addOwnWord(added.settings, 'FORTN1TE')).toEqual({ problem: 'That word is already on your list' })
    expect(addOwnWord(defaultConcernSettings, ' ?! ')).toEqual({ problem: 'Type a word or a phrase' })
    expect(addOwnWord(defaultConcernSettings, 'x'.repeat(maxOwnWordLength + 1))).toEqual({ problem: 'That is too long' })
    expect('settings' in addOwnWord(defaultConcernSettings, 'x'.repeat(maxOwnWordLength))).toBe(true)
    const almostFull = { categoriesOff: [], ownWords: Array.from({ length: maxOwnWords - 1 }, (_, i) => `w${i}x`) }
    const full = addOwnWord(almostFull, 'last')
    if (!('settings' in full)) throw new Error('not added')
    expect(full.settings.ownWords).toHaveLength(maxOwnWords)
    expect(addOwnWord(full.settings, 'one more')).toEqual({ problem: 'Your list is full' })
    expect(removeOwnWord(full.settings, 'last').ownWords).toHaveLength(maxOwnWords - 1)
  })

  it('the schema keeps valid choices and refuses anything else', () => {
    expect(ConcernSettings.safeParse({ categoriesOff: ['adult'], ownWords: ['a'] }).success).toBe(true)
    expect(ConcernSettings.safeParse({ categoriesOff: ['other'], ownWords: [] }).success).toBe(false)
    expect(ConcernSettings.safeParse({ categoriesOff: [] }).success).toBe(false)
    expect(ConcernSettings.safeParse({ categoriesOff: [], ownWords: ['x'.repeat(maxOwnWordLength + 1)] }).success).toBe(false)
  })

  it('a word the parent adds is found in any text that holds it as whole words', { tags: ['property'] }, () => {
    const word = fc.stringMatching(/^[a-z]{2,8}( [a-z]{2,8})?$/)
    const filler = fc.array(fc.stringMatching(/^[a-z]{1,6}$/), { maxLength: 4 }).map((w) => w.join(' '))
    fc.assert(
      fc.property(word, filler, filler, (w, before, after) => {
        const matcher = compileConcerns({ categoriesOff: [...concernCategoryIds], ownWords: [w] })
        const text = `${before} ${w.toUpperCase()}, ${after}`
        expect(sources(text, matcher)).toEqual(['own'])
        // Glued to another word, it is not that word (unless the other word ends it).
        const glued = matchConcerns(matcher, `${w}zq`)
        expect(glued).toEqual([])
      }),
    )
  })
})

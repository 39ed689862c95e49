/** The top of the add-keychain drawer: the search box and the 'My keychains' / 'Public keychains' toggle. */
import { useId } from 'react'

export type KeychainList = 'own' | 'public'

export function KeychainSearch({
  search,
  onSearch,
  list,
  onList,
}: {
  search: string
  onSearch: (search: string) => void
  list: KeychainList
  onList: (list: KeychainList) => void
}) {
  const searchId = useId()
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={searchId}>
          Search keychains
        </label>
        <input
          id={searchId}
          type="search"
          data-autofocus
          className="field__input"
          value={search}
          placeholder="e.g. Math, music, coding"
          onChange={(e) => onSearch(e.target.value)}
        />
      </div>
      <div className="segmented" role="group" aria-label="Which keychains">
        <button type="button" aria-pressed={list === 'own'} onClick={() => onList('own')}>
          My keychains
        </button>
        <button type="button" aria-pressed={list === 'public'} onClick={() => onList('public')}>
          Public keychains
        </button>
      </div>
    </>
  )
}

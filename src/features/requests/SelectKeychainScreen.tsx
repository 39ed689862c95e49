/** …/select-keychain: which of this parent's keychains on the child gets the new key. */
import { Link } from '@tanstack/react-router'
import { buttonClass } from '../../ui/Button'
import { EmptyState } from '../../ui/EmptyState'
import { QueryView } from '../../ui/QueryView'
import { idKey } from '@domain/api/ids'
import { useRouteData } from '../route-data'
import { useOwnKeychains } from './own-keychains'
import { selectKeychainData } from './queries'
import { requestIds } from './RequestDetails'
import './requests.css'

export default function SelectKeychainScreen() {
  const { params, queries } = useRouteData(selectKeychainData)
  const { userId, id } = requestIds(params)
  const own = useOwnKeychains(queries.child)
  return (
    <div className="page request-page">
      <div className="page-header">
        <h1>Choose a keychain</h1>
      </div>
      <QueryView query={own.query} loadingLabel="Loading keychains…">
        {(child) =>
          own.keychains && own.keychains.length > 0 ? (
            <>
              <p className="muted">The key that unlocks this request goes into one of your keychains on {child.name}.</p>
              <ul className="request-list" aria-label="Your keychains">
                {own.keychains.map((k) => (
                  <li key={k.id} className="card request-keychain">
                    <div>
                      <strong>{k.name}</strong>
                      <p className="muted">{k.numKeys === 1 ? '1 key' : `${k.numKeys} keys`}</p>
                    </div>
                    <Link
                      to="/children/$userId/unlock-requests/$id/edit-key/$keychainId"
                      params={{ userId, id, keychainId: idKey(k.id) }}
                      className={buttonClass('primary', 'sm')}
                      aria-label={`Use this keychain: ${k.name}`}
                    >
                      Use this keychain
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <EmptyState
              title={`Before you can accept this unlock request, ${child.name} needs to have at least one keychain created by you`}
              action={
                <Link to="/children/$userId" params={{ userId }} className={buttonClass('secondary')}>
                  Add a keychain to {child.name}
                </Link>
              }
            />
          )
        }
      </QueryView>
      <div className="row">
        <Link to="/children/$userId/unlock-requests/$id/review" params={{ userId, id }} className={buttonClass('ghost')}>
          Back
        </Link>
      </div>
    </div>
  )
}

/** Home's recent screenshots, activity counts and children's live status. */
import { Link } from '@tanstack/react-router'
import { idKey } from '@domain/api/ids'
import { relativeWords } from '@domain/time'
import { type ActivityView, childStatusLine } from '@domain/home/widgets'
import type { DashboardWidgets } from '@domain/api/wire'
import { buttonClass } from '../../ui/Button'
import { ActivityIcon } from '../../ui/icons/ActivityIcon'
import { CheckIcon } from '../../ui/icons/CheckIcon'
import { ChildrenIcon } from '../../ui/icons/ChildrenIcon'
import { MonitorIcon } from '../../ui/icons/MonitorIcon'
import { SuccessIcon } from '../../ui/icons/SuccessIcon'
import { ServerImage } from '../../ui/ServerImage'

type Screenshot = DashboardWidgets['recentScreenshots'][number]
type Child = DashboardWidgets['users'][number]

export function ScreenshotsWidget({ screenshots, nowMs }: { screenshots: readonly Screenshot[]; nowMs: number }) {
  return (
    <section className="card home-widget home-widget--shots" aria-labelledby="home-shots-title">
      <h2 id="home-shots-title">
        <MonitorIcon />
        Recent screenshots
      </h2>
      <ul className="home-shots">
        {screenshots.map((shot) => (
          <li key={shot.id} className="home-shot">
            <p className="home-shot__head">
              <strong>{shot.userName}</strong>{' '}
              <em>
                <time dateTime={shot.createdAt}>{relativeWords(Date.parse(shot.createdAt), nowMs)}</time>
              </em>
            </p>
            <ServerImage url={shot.url} width={800} height={500} alt="Child screenshot" className="home-shot__image" loading="lazy" />
          </li>
        ))}
      </ul>
    </section>
  )
}

const scrollTop = () => window.scrollTo({ top: 0 })

export function ActivityWidget({ activity }: { activity: ActivityView }) {
  if (activity.kind === 'empty') {
    return (
      <section className="card home-widget home-widget--activity home-widget--tinted" aria-labelledby="home-activity-title">
        <h2 id="home-activity-title">No recorded child activity</h2>
        <p>You can use Gatehouse to monitor your childrens activity</p>
        <Link to="/children" className={buttonClass('secondary', 'sm')}>
          See how →
        </Link>
      </section>
    )
  }
  if (activity.kind === 'caughtUp') {
    return (
      <section className="card home-widget home-widget--activity home-widget--tinted" aria-labelledby="home-activity-title">
        <h2 id="home-activity-title">
          <SuccessIcon />
          You’re all caught up!
        </h2>
        <p>No child activity items to review. Give yourself a pat on the back.</p>
      </section>
    )
  }
  return (
    <section className="card home-widget home-widget--activity" aria-labelledby="home-activity-title">
      <h2 id="home-activity-title">
        <ActivityIcon />
        Activity
      </h2>
      <ul className="home-counts">
        {activity.children.map((child) => (
          <li key={child.id}>
            <Link
              to="/children/$userId/activity"
              params={{ userId: idKey(child.id) }}
              onClick={scrollTop}
              className={`home-count${child.numUnreviewed === 0 ? ' home-count--done' : ''}`}
            >
              <span className="home-count__name">{child.name}</span>
              <span className="home-count__value">
                {child.numUnreviewed === 0 && <CheckIcon />}
                <span className="home-count__number">{child.numUnreviewed}</span>
                <span className="home-count__words">unreviewed items</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {activity.showAllActivity && (
        <Link to="/children/activity" className={buttonClass('secondary', 'sm')}>
          All activity
        </Link>
      )}
    </section>
  )
}

export function ChildrenWidget({ items, nowMs }: { items: readonly Child[]; nowMs: number }) {
  return (
    <section className="card home-widget home-widget--children" aria-labelledby="home-children-title">
      <div className="home-widget__head">
        <h2 id="home-children-title">
          <ChildrenIcon />
          Children
        </h2>
        <Link to="/children" className={buttonClass('ghost', 'sm')}>
          All children
        </Link>
      </div>
      {items.length === 0 ? (
        <div className="home-empty">
          <p className="home-empty__title">No children</p>
          <p>Let's add one!</p>
          <Link to="/children/new" className={buttonClass('primary', 'sm')}>
            Add child
          </Link>
        </div>
      ) : (
        <ul className="home-statuses">
          {items.map((child) => {
            const line = childStatusLine(child.status)
            return (
              <li key={child.id} className="home-status">
                <strong>{child.name}</strong>
                <span className="home-status__text">
                  <span className={`home-dot home-dot--${line.dot}`} aria-hidden="true" />
                  {line.text}
                </span>
                {line.until && (
                  <span className="home-status__until muted">
                    {line.until.label} {relativeWords(Date.parse(line.until.at), nowMs)}
                  </span>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

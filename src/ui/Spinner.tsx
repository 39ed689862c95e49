/** A spinner; with a label it is announced, with `label={null}` it is decorative. */
export function Spinner({ label = 'Loading' }: { label?: string | null }) {
  return label === null ? <span className="spinner" aria-hidden="true" /> : <span className="spinner" role="status" aria-label={label} />
}

export function LoadingBlock({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="loading-block" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}

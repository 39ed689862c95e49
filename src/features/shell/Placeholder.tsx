/** A screen that is not built yet: its title and a short note, inside the app shell. */
export function Placeholder({ title }: { title: string }) {
  return (
    <div className="page">
      <div className="page-header">
        <h1>{title}</h1>
      </div>
      <div className="card">
        <p className="muted" style={{ margin: 0 }}>
          This part of Gatehouse is on its way.
        </p>
      </div>
    </div>
  )
}

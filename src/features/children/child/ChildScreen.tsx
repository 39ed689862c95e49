/**
 * `/children/{userId}`: a new child's name form until the child is first saved, then the
 * child's settings.
 */
import { useState } from 'react'
import { idKey } from '@domain/api/ids'
import { useRouteData } from '../../route-data'
import { childData } from '../queries'
import '../children.css'
import type { ChildQueries } from './ChildSettings'
import { ChildSettings } from './ChildSettings'
import { NewChildForm } from './NewChildForm'
import { isNewChild } from './new-children'

export default function ChildScreen() {
  const { params, queries } = useRouteData(childData)
  return <ChildPage key={idKey(params.userId)} userId={params.userId} queries={queries} />
}

function ChildPage({ userId, queries }: { userId: string; queries: ChildQueries }) {
  // Decided once per child: a saved new child then shows its full settings.
  const [fresh, setFresh] = useState(() => isNewChild(userId))
  return fresh ? <NewChildForm userId={userId} onSaved={() => setFresh(false)} /> : <ChildSettings userId={userId} queries={queries} />
}

/**
 * `/children/{userId}`: a new child's name form until the child is first saved, then the
 * child's settings.
 */
import { useParams } from '@tanstack/react-router'
import { useState } from 'react'
import { idKey } from '@domain/api/ids'
import '../children.css'
import { ChildSettings } from './ChildSettings'
import { NewChildForm } from './NewChildForm'
import { isNewChild } from './new-children'

export default function ChildScreen() {
  const { userId = '' } = useParams({ strict: false })
  return <ChildPage key={idKey(userId)} userId={userId} />
}

function ChildPage({ userId }: { userId: string }) {
  // Decided once per child: a saved new child then shows its full settings.
  const [fresh, setFresh] = useState(() => isNewChild(userId))
  return fresh ? <NewChildForm userId={userId} onSaved={() => setFresh(false)} /> : <ChildSettings userId={userId} />
}

/** Pieces shared by the signed-out screens. */
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react'
import { errorIds, networkMessage, type ClientError, type Result } from '@domain/api/client-error'
import { Alert } from '../../ui/Alert'
import './public.css'

export const isNetworkError = (error: ClientError): boolean => error.id === errorIds.network

/**
 * A failed request: the screen's own failure message as the title, plus the network hint when
 * the request never reached the server (so the parent knows retrying may help).
 */
export function FailureAlert({ message, error, children }: { message: string; error?: ClientError; children?: ReactNode }) {
  const detail = error && isNetworkError(error) && message !== networkMessage ? networkMessage : null
  return (
    <Alert tone="error" title={detail || children ? message : undefined}>
      {detail || children ? (
        <>
          {detail && <p>{detail}</p>}
          {children}
        </>
      ) : (
        message
      )}
    </Alert>
  )
}

/**
 * Runs a one-time request (e-mail link tokens are single use) exactly once per key, even when
 * React mounts the screen twice: the promise is shared by the mounts that overlap it.
 */
const once = new Map<string, Promise<Result<unknown>>>()

export type OnceState<T> = { status: 'pending' } | { status: 'done'; result: Result<T> }

export function useOnce<T>(key: string, run: () => Promise<Result<T>>): OnceState<T> {
  const [state, setState] = useState<{ key: string; result: Result<T> } | null>(null)
  // The request is made once per key: a new `run` for the same key starts nothing new.
  const start = useEffectEvent(run)
  useEffect(() => {
    let live = true
    let promise = once.get(key) as Promise<Result<T>> | undefined
    if (!promise) {
      promise = start()
      once.set(key, promise)
      // Forget it once settled, so opening the same link again later asks the server again.
      void promise.then(() => once.delete(key))
    }
    void promise.then((result) => {
      if (live) setState({ key, result })
    })
    return () => {
      live = false
    }
  }, [key])
  return state && state.key === key ? { status: 'done', result: state.result } : { status: 'pending' }
}

/** Calls `fn` once, `ms` after `active` turns true, unless the screen goes away first. */
export function useTimeout(active: boolean, fn: () => void, ms: number): void {
  const fire = useEffectEvent(fn)
  useEffect(() => {
    if (!active) return
    const timer = setTimeout(() => fire(), ms)
    return () => clearTimeout(timer)
  }, [active, ms])
}

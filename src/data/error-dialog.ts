/**
 * The error dialog's state: a failed action whose entity is gone (a notFound error:
 * deleted in another tab, or not this parent's) is reported in a dialog, not a toast, because
 * the screen the parent is on no longer has anything to act on. The app shell renders the one
 * dialog; the data engine publishes to it. Logout closes it.
 */
import { useStore } from 'zustand'
import { type StoreApi, createStore } from 'zustand/vanilla'
import type { ClientError } from '@domain/api/errors'
import { onSessionCleared } from './ports'

export interface ErrorDialogState {
  /** The error on show; null while the dialog is closed. */
  readonly error: ClientError | null
}

/** Where the engine reports the failures that take a dialog. */
export interface ErrorDialogSink {
  show(error: ClientError): void
}

/** Failures reported in the dialog rather than as a toast. */
export const takesErrorDialog = (error: ClientError): boolean => error.type === 'notFound'

export interface ErrorDialogHandle extends ErrorDialogSink {
  readonly store: StoreApi<ErrorDialogState>
  dismiss(): void
}

/** A dialog store of its own (the app has one; tests make theirs). */
export function createErrorDialog(): ErrorDialogHandle {
  const store = createStore<ErrorDialogState>(() => ({ error: null }))
  return {
    store,
    // The not-found dialog always offers Contact support, whatever the server said.
    show: (error) => store.setState({ error: takesErrorDialog(error) ? { ...error, showContactSupport: true } : error }),
    dismiss: () => {
      if (store.getState().error !== null) store.setState({ error: null })
    },
  }
}

/** The app's error dialog. */
export const errorDialog: ErrorDialogHandle = createErrorDialog()

/** Closes the dialog (its buttons, Esc, logout). */
export const dismissErrorDialog = (): void => errorDialog.dismiss()

onSessionCleared(dismissErrorDialog)

const selectError = (state: ErrorDialogState) => state.error

/** The error the dialog shows, or null while it is closed. */
export const useErrorDialog = (): ClientError | null => useStore(errorDialog.store, selectError)

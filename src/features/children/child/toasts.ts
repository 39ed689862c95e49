/** What the child screen's toasts say while saving or deleting ('Saving child...', 'Child saved!'). */
export const saveChildToast = { verb: 'sav', entity: 'child', verbPast: 'saved' } as const
export const deleteChildToast = { verb: 'delet', failVerb: 'delete', entity: 'child', verbPast: 'deleted' } as const
export const deleteDeviceToast = { verb: 'delet', failVerb: 'delete', entity: 'device', verbPast: 'deleted' } as const

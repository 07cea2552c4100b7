/**
 * A form's guard against losing input: leaving for another place with unsaved changes
 * asks first (in the app), and closing or reloading the tab makes the browser ask.
 */
import { useEffect } from 'react';
import { useBlocker, type Location } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * History state of the navigation that only names a just-saved new record in the URL
 * (`?edit=new` → its id): the form stays open, nothing is left behind.
 */
export const NAMING_RECORD = { namingRecord: true } as const;

const isNamingRecord = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'namingRecord' in state;

export interface UnsavedChangesGuardProps {
  readonly dirty: boolean;
  /** Whether a navigation stays on this form (a filter change under it); a new path leaves. */
  readonly staysOnForm?: (current: Location, next: Location) => boolean;
}

export function UnsavedChangesGuard({ dirty, staysOnForm }: UnsavedChangesGuardProps) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (!dirty || isNamingRecord(nextLocation.state)) return false;
    if (currentLocation.pathname !== nextLocation.pathname) return true;
    return staysOnForm ? !staysOnForm(currentLocation, nextLocation) : false;
  });
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('form.leaveTitle')}
      message={t('form.leaveConfirm')}
      confirmLabel={t('form.leave')}
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}

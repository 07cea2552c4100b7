import { keyNotice } from '@machines/app/notice';
import { NotifierContext } from '../../components/appActorContexts';

/**
 * What a catalogue page does once a dialog has saved an entry: the dialog has closed, so a
 * toast names what was saved (a dialog left open saying "已保存" read as nothing done).
 */
export function useSavedNotice(): (name: string) => void {
  const notifier = NotifierContext.useActorRef();
  return (name) =>
    notifier.send({
      type: 'NOTIFY',
      severity: 'success',
      notice: keyNotice('catalogue.savedEntry', { name }),
    });
}

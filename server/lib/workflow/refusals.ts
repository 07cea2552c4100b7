/** The 409 answers of a workflow step the machine does not allow. */
import { statusFamilies, type StatusFamilyName } from '@machines/workflows';
import { AppError, HttpStatus } from '../errors';

/** i18n key of an event's display name: the client's button labels, shared by every family. */
export const eventLabelKey = (event: string) => `workflowEvent.${event}`;

export function transitionRefusal(
  family: StatusFamilyName,
  status: number,
  event: string,
  commentMissing: boolean,
): AppError {
  const params = {
    status: { key: statusFamilies[family].metaOf(status).label },
    action: { key: eventLabelKey(event) },
  };
  if (commentMissing) {
    const key = 'error.commentRequired';
    return new AppError(HttpStatus.conflict, key, {
      params,
      fieldErrors: { comment: { key, params } },
    });
  }
  return new AppError(HttpStatus.conflict, 'error.transitionNotAllowed', { params });
}

export const staleVersion = () => new AppError(HttpStatus.conflict, 'error.conflict');

export const notFound = () => new AppError(HttpStatus.notFound, 'error.notFound');

/** The version a change names: required with an id (400 naming `version`). */
export function requiredVersion(version: number | null | undefined): number {
  if (version === undefined || version === null) {
    const key = 'validation.required';
    throw new AppError(HttpStatus.badRequest, key, {
      field: 'version',
      fieldErrors: { version: { key } },
    });
  }
  return version;
}

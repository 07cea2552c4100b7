/**
 * The URL of an applicant's list page (project declarations, courses): the form it opens in
 * place (`?edit=`), the record's dialog (`?id=`), and where a row's "view" and "edit" lead.
 * Editing, from a row or from the dialog, closes the dialog; the list's own parameters stay.
 */
import { useLocation } from 'react-router-dom';
import type { ListRow } from '@machines/app/list';
import type { ApplicantRowPaths } from './applicantRows';
import { useDetailParam } from './detailParam';
import { useFormParam, withParam } from './formParam';

export function useApplicantPageParams(editParam: string, idParam: string) {
  const location = useLocation();
  const form = useFormParam(editParam);
  const detail = useDetailParam(idParam);
  const here = (search: string) => `${location.pathname}${search}`;
  const rowPaths: ApplicantRowPaths<ListRow> = {
    view: (row) => here(withParam(location.search, idParam, String(row.id))),
    edit: (row) =>
      here(withParam(withParam(location.search, idParam, null), editParam, String(row.id))),
  };
  return {
    form,
    detail,
    /** Opens the form on a record from its dialog, closing the dialog. */
    editFromDialog: (id: string) => form.open(id, [idParam]),
    rowPaths,
  };
}

export type ApplicantPageParams = ReturnType<typeof useApplicantPageParams>;

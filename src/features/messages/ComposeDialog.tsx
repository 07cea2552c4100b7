import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormik, validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';
import { ROLE_CODES, roleLabelKey } from '@machines/access/roles';
import { MESSAGE_AUDIENCES } from '@machines/app/messageLabels';
import type { MessageAudience } from '@machines/contracts';
import {
  MESSAGE_CONTENT_MAX,
  MESSAGE_TITLE_MAX,
  messageComposeSchema,
} from '@machines/validation/message';
import { FormContext } from '../../components/actorContexts';
import { useNoticeText } from '../../lib/noticeText';

/** The composer's values; a type, so they pass as the form machine's plain record. */
export type ComposeValues = {
  readonly audience: MessageAudience;
  readonly roles: readonly string[];
  readonly userNames: readonly string[];
  readonly title: string;
  readonly content: string;
};

type FieldName = keyof ComposeValues;

export const EMPTY_COMPOSITION: ComposeValues = {
  audience: 'all',
  roles: [],
  userNames: [],
  title: '',
  content: '',
};

/** Login names typed or pasted together: split at commas, semicolons and spaces. */
export const splitNames = (values: readonly string[]): string[] => [
  ...new Set(values.flatMap((value) => value.split(/[\s,，;；]+/)).filter(Boolean)),
];

async function errorsOf(values: ComposeValues): Promise<FormikErrors<ComposeValues>> {
  try {
    await validateYupSchema(values, messageComposeSchema);
    return {};
  } catch (error) {
    return yupToFormErrors<ComposeValues>(error);
  }
}

/** What the server is sent: only the recipients the audience uses. */
function requestOf(values: ComposeValues): ComposeValues {
  const cast = messageComposeSchema.cast(values) as ComposeValues;
  return {
    ...cast,
    roles: cast.audience === 'roles' ? cast.roles : [],
    userNames: cast.audience === 'accounts' ? cast.userNames : [],
  };
}

export interface ComposeDialogProps {
  readonly onClose: () => void;
}

/**
 * Composing a message (platform roles), bound to the form machine (FormContext): to
 * everyone, to role codes, or to accounts named by mobile or email. The shared yup rules
 * check it before sending; the server's field errors show under their fields until the
 * field changes. Sent, it offers to write another.
 */
export function ComposeDialog({ onClose }: ComposeDialogProps) {
  const { t } = useTranslation();
  const text = useNoticeText();
  const titleId = useId();
  const form = FormContext.useActorRef();
  const submitting = FormContext.useSelector((s) => s.matches('submitting'));
  const sent = FormContext.useSelector((s) => s.matches('submitted'));
  const serverErrors = FormContext.useSelector((s) => s.context.fieldErrors);
  const error = FormContext.useSelector((s) => s.context.error);
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());

  const formik = useFormik<ComposeValues>({
    initialValues: EMPTY_COMPOSITION,
    validate: errorsOf,
    onSubmit: (values) => {
      setEdited(new Set());
      form.send({ type: 'SUBMIT', values: requestOf(values) });
    },
  });

  const messageOf = (name: FieldName): string | undefined => {
    const clientError = formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : '';
    if (typeof clientError === 'string' && clientError) return t(clientError);
    return edited.has(name) ? undefined : serverErrors[name];
  };

  const change = (name: FieldName, value: ComposeValues[FieldName]) => {
    void formik.setFieldValue(name, value);
    setEdited((current) => (current.has(name) ? current : new Set(current).add(name)));
    form.send({ type: 'CHANGED' });
  };

  const writeAnother = () => {
    formik.resetForm();
    setEdited(new Set());
    form.send({ type: 'RESET', recordId: null });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => formik.handleSubmit(event);
  const field = (name: 'title' | 'content') => {
    const message = messageOf(name);
    return {
      id: `compose-${name}`,
      name,
      label: t(`field.${name}`),
      value: formik.values[name],
      onChange: (event: { target: { value: string } }) => change(name, event.target.value),
      onBlur: formik.handleBlur,
      error: Boolean(message),
      helperText: message ?? ' ',
      required: true,
      disabled: submitting,
      fullWidth: true,
    };
  };

  const rolesError = messageOf('roles');
  const namesError = messageOf('userNames');
  const audienceError = messageOf('audience');

  return (
    <Dialog
      open
      onClose={submitting ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('message.composeTitle')}</DialogTitle>
      {sent ? (
        <>
          <DialogContent>
            <Alert severity="success" role="status">
              {t('message.sent')}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={writeAnother}>{t('message.writeAnother')}</Button>
            <Button variant="contained" onClick={onClose} autoFocus>
              {t('action.close')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={submit} aria-labelledby={titleId}>
          <DialogContent>
            <Stack spacing={1}>
              {error && <Alert severity="error">{text(error)}</Alert>}
              <FormControl error={Boolean(audienceError)} disabled={submitting}>
                <FormLabel id={`${titleId}-audience`}>{t('field.audience')}</FormLabel>
                <RadioGroup
                  row
                  name="audience"
                  aria-labelledby={`${titleId}-audience`}
                  value={formik.values.audience}
                  onChange={(event) => change('audience', event.target.value as MessageAudience)}
                >
                  {(Object.keys(MESSAGE_AUDIENCES) as MessageAudience[]).map((audience) => (
                    <FormControlLabel
                      key={audience}
                      value={audience}
                      control={<Radio />}
                      label={t(MESSAGE_AUDIENCES[audience])}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
              {formik.values.audience === 'roles' && (
                <Autocomplete
                  multiple
                  disableCloseOnSelect
                  options={ROLE_CODES}
                  value={[...formik.values.roles] as (typeof ROLE_CODES)[number][]}
                  getOptionLabel={(code) => `${t(roleLabelKey(code))} (${code})`}
                  onChange={(_, roles) => change('roles', roles)}
                  disabled={submitting}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      name="roles"
                      label={t('field.roles')}
                      required
                      error={Boolean(rolesError)}
                      helperText={rolesError ?? ' '}
                    />
                  )}
                />
              )}
              {formik.values.audience === 'accounts' && (
                <Autocomplete
                  multiple
                  freeSolo
                  autoSelect
                  options={[] as string[]}
                  value={[...formik.values.userNames]}
                  onChange={(_, names) => change('userNames', splitNames(names))}
                  disabled={submitting}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      name="userNames"
                      label={t('field.userNames')}
                      required
                      error={Boolean(namesError)}
                      helperText={namesError ?? t('message.userNamesHint')}
                    />
                  )}
                />
              )}
              <TextField
                {...field('title')}
                slotProps={{ htmlInput: { maxLength: MESSAGE_TITLE_MAX } }}
              />
              <TextField
                {...field('content')}
                multiline
                minRows={4}
                slotProps={{ htmlInput: { maxLength: MESSAGE_CONTENT_MAX } }}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={submitting}>
              {t('action.cancel')}
            </Button>
            <Button type="submit" variant="contained" startIcon={<SendIcon />} loading={submitting}>
              {t('message.send')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}

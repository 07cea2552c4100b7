import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SignUp } from '@machines/contracts';
import { examBatchSchema, examScoreField, type ExamEvent } from '@machines/validation';
import { FormContext } from '../../components/actorContexts';
import { submittingTo } from '../../components/formBinding';
import { FormDialog } from '../../components/FormDialog';
import { useFieldProps, validateWith } from '../../components/formFields';
import * as signUpsApi from '../../lib/api/signUps';
import { ExamResultField } from './ExamResultField';
import type { BatchItemResult } from '../../lib/api/decisions';

type ExamBatchValues = Record<string, string>;

export interface ExamBatchDialogProps {
  /** The approved trainees the list shows: each gets a score field. */
  readonly signUps: readonly SignUp[];
  readonly onClose: () => void;
}

/**
 * Several trainees' exams at once (FormContext, `train/muliti-auditexamination`): one
 * result for all, each trainee's own score, a trainee left blank left out. Once sent, how
 * many were recorded and who was refused, with the reason (someone recorded it first).
 */
export function ExamBatchDialog({ signUps, onClose }: ExamBatchDialogProps) {
  const { t } = useTranslation();
  const form = FormContext.useActorRef();
  const serverErrors = FormContext.useSelector((s) => s.context.fieldErrors);
  const results = FormContext.useSelector(
    (s) => s.context.answer as readonly BatchItemResult[] | null,
  );
  const fields = useMemo(() => signUps.map((signUp) => examScoreField(signUp.id)), [signUps]);
  const formik = useFormik<ExamBatchValues>({
    initialValues: Object.fromEntries([['event', ''], ...fields.map((field) => [field, ''])]),
    validate: validateWith<ExamBatchValues>(examBatchSchema(fields)),
    onSubmit: (values) => form.send({ type: 'SUBMIT', values: { ...values } }),
  });
  const bindField = useFieldProps(formik, {
    idPrefix: 'exams',
    serverErrors,
    onEdited: (field) => form.send({ type: 'CHANGED', field }),
  });
  const result = bindField('event');
  const resultError = result.error ? String(result.helperText) : undefined;
  const nameOf = (id: BatchItemResult['id']) =>
    signUps.find((signUp) => String(signUp.id) === String(id))?.traineeName ?? String(id);
  const refused = (results ?? []).filter((item) => !item.ok);
  return (
    <FormDialog
      title={t('signUp.examBatchTitle')}
      submitLabel={t('signUp.recordExam')}
      savedText=""
      savedContent={
        results && (
          <>
            <Alert severity={refused.length > 0 ? 'warning' : 'success'} role="status">
              {t('signUp.examsRecorded', { count: results.length - refused.length })}
            </Alert>
            {refused.length > 0 && (
              <>
                <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }} id="exams-refused">
                  {t('signUp.examsRefused')}
                </Typography>
                <List dense aria-labelledby="exams-refused">
                  {refused.map((item) => (
                    <ListItem key={String(item.id)} disableGutters>
                      <ListItemText
                        primary={nameOf(item.id)}
                        secondary={item.message ?? t('error.hasError')}
                        slotProps={{ secondary: { color: 'error' } }}
                      />
                    </ListItem>
                  ))}
                </List>
              </>
            )}
          </>
        )
      }
      onSubmit={formik.handleSubmit}
      onClose={onClose}
    >
      <ExamResultField
        value={formik.values.event ?? ''}
        error={resultError}
        onChange={(value) => {
          void formik.setFieldValue('event', value);
          form.send({ type: 'CHANGED', field: 'event' });
        }}
      />
      <Typography variant="body2" color="text.secondary">
        {t('signUp.examBatchHint')}
      </Typography>
      {signUps.map((signUp) => (
        <TextField
          key={signUp.id}
          {...bindField(examScoreField(signUp.id))}
          label={t('signUp.scoreOf', { name: signUp.traineeName })}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      ))}
    </FormDialog>
  );
}

/** The form machine bound to `train/muliti-auditexamination` for the trainees shown. */
export function BoundExamBatchDialog({
  onRecorded,
  ...props
}: ExamBatchDialogProps & { readonly onRecorded: () => void }) {
  const { signUps } = props;
  const [logic] = useState(() =>
    submittingTo(async (values: ExamBatchValues) => {
      const results = await signUpsApi.recordExams({
        event: values.event as ExamEvent,
        items: signUps
          .map((signUp) => ({ signUp, score: values[examScoreField(signUp.id)]?.trim() ?? '' }))
          .filter(({ score }) => score !== '')
          .map(({ signUp, score }) => ({
            id: signUp.id,
            version: signUp.version,
            score: Number(score),
          })),
      });
      onRecorded();
      return results;
    }),
  );
  return (
    <FormContext.Provider
      logic={logic}
      options={{ input: { fields: ['event', ...signUps.map((s) => examScoreField(s.id))] } }}
    >
      <ExamBatchDialog {...props} />
    </FormContext.Provider>
  );
}

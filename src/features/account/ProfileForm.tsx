import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AccountProfile } from '@machines/contracts';
import { INTRODUCTION_MAX, NAME_MAX, profileSchema } from '@machines/validation/account';
import { FormContext, UploadContext } from '../../components/actorContexts';
import { UploadField } from '../../components/UploadField';
import { SectionCard } from './SectionCard';
import { SectionStatus } from './SectionStatus';
import { useSectionForm } from './useSectionForm';

interface ProfileValues {
  readonly name: string;
  readonly introduction: string;
  readonly avatarFileId: string;
}

export interface ProfileFormProps {
  readonly profile: AccountProfile;
  readonly onSaved?: (answer: unknown) => void;
}

/**
 * Name, avatar and introduction (DESIGN §9). The avatar is an image upload (UploadContext);
 * its stored file's id goes with the form. Renders the section's form machine.
 */
export function ProfileForm({ profile, onSaved }: ProfileFormProps) {
  const { t } = useTranslation();
  const uploading = UploadContext.useSelector((s) => s.hasTag('busy'));
  const { formik, fieldProps, busy, form } = useSectionForm<ProfileValues>({
    idPrefix: 'profile',
    initialValues: {
      name: profile.name,
      introduction: profile.introduction,
      avatarFileId: profile.avatar?.id ?? '',
    },
    validationSchema: profileSchema,
    ...(onSaved ? { onSaved } : {}),
    toRequest: (values) => ({
      name: values.name.trim(),
      introduction: values.introduction.trim(),
      avatarFileId: values.avatarFileId,
    }),
  });

  // The avatar field follows the upload machine: a stored file's id, or nothing.
  const upload = UploadContext.useActorRef();
  const { setFieldValue } = formik;
  useEffect(() => {
    let current = upload.getSnapshot().context.stored?.id ?? '';
    const subscription = upload.subscribe((snapshot) => {
      const id = snapshot.context.stored?.id ?? '';
      if (id === current) return;
      current = id;
      void setFieldValue('avatarFileId', id, false);
      form.send({ type: 'CHANGED', field: 'avatarFileId' });
    });
    return () => subscription.unsubscribe();
  }, [upload, setFieldValue, form]);

  const avatarError = FormContext.useSelector((s) => s.context.fieldErrors.avatarFileId);
  return (
    <SectionCard title={t('accountSetting.profile.title')}>
      <Stack component="form" noValidate onSubmit={formik.handleSubmit} spacing={1.5}>
        <SectionStatus />
        <Typography variant="body2" color="text.secondary">
          {t('accountSetting.profile.userName', { userName: profile.userName })}
        </Typography>
        <UploadField
          name="avatarFileId"
          label={t('field.avatarFileId')}
          hint={t('accountSetting.profile.avatarHint')}
          {...(avatarError ? { error: avatarError } : {})}
        />
        <TextField
          {...fieldProps('name')}
          label={t('field.name')}
          required
          autoComplete="name"
          slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
        />
        <TextField
          {...fieldProps('introduction')}
          label={t('field.introduction')}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: INTRODUCTION_MAX } }}
        />
        <Stack direction="row">
          <Button type="submit" variant="contained" loading={busy} disabled={uploading}>
            {t('accountSetting.save')}
          </Button>
        </Stack>
      </Stack>
    </SectionCard>
  );
}

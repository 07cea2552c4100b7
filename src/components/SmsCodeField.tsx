import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useNoticeText } from '../lib/noticeText';
import { SmsCodeContext } from './actorContexts';

export type SmsCodeFieldProps = Omit<TextFieldProps, 'type'> & {
  /** The form checks the mobile number, then sends `SEND` with it. */
  readonly onRequestCode: () => void;
};

/**
 * The SMS code input with its get-code button (SmsCodeContext): "get code", then the
 * countdown until another may be asked for ("58 s"), then "resend". Under the input: the
 * form's message about the code, else the machine's (sent, or why not).
 */
export function SmsCodeField({ onRequestCode, error, helperText, ...props }: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const text = useNoticeText();
  const sending = SmsCodeContext.useSelector((s) => s.matches('sending'));
  const counting = SmsCodeContext.useSelector((s) => s.matches('countingDown'));
  const canSend = SmsCodeContext.useSelector((s) => s.can({ type: 'SEND', mobile: '' }));
  const { remaining, sent, error: sendError } = SmsCodeContext.useSelector((s) => s.context);

  const formMessage = typeof helperText === 'string' && helperText.trim() ? helperText : null;
  const machineMessage = sendError ? text(sendError) : sent && counting ? t('sms.codeSent') : null;
  const label = counting
    ? t('sms.countdown', { seconds: remaining })
    : sent
      ? t('sms.resend')
      : t('sms.getCode');

  return (
    <TextField
      {...props}
      error={Boolean(error) || (!formMessage && Boolean(sendError))}
      helperText={formMessage ?? machineMessage ?? ' '}
      autoComplete="one-time-code"
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength: 6 },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Button
                variant="text"
                onClick={onRequestCode}
                disabled={!canSend}
                loading={sending}
                sx={{ whiteSpace: 'nowrap', minWidth: 112 }}
              >
                {label}
              </Button>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

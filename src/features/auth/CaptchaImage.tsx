import { useTranslation } from 'react-i18next';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import type { Captcha } from '@machines/app/login';

const WIDTH = 120;
const HEIGHT = 40;

/** The server's SVG as an image (a data URL: the markup is never injected as HTML). */
export function captchaImageUrl(captcha: Captcha): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(captcha.svg)}`;
}

interface CaptchaImageProps {
  readonly captcha: Captcha | null;
  readonly canRefresh: boolean;
  readonly onRefresh: () => void;
}

/** The graphic verification code; clicking it asks for a new one. */
export function CaptchaImage({ captcha, canRefresh, onRefresh }: CaptchaImageProps) {
  const { t } = useTranslation();
  return (
    <ButtonBase
      aria-label={t('action.refreshCaptcha')}
      disabled={!canRefresh}
      onClick={onRefresh}
      sx={{ width: WIDTH, height: HEIGHT, flexShrink: 0, borderRadius: 1, overflow: 'hidden' }}
    >
      {captcha ? (
        <img
          src={captchaImageUrl(captcha)}
          alt={t('login.captchaAlt')}
          width={WIDTH}
          height={HEIGHT}
        />
      ) : (
        <Skeleton variant="rectangular" width={WIDTH} height={HEIGHT} />
      )}
    </ButtonBase>
  );
}

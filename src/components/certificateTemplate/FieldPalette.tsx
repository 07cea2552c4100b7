import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {
  MAX_POINT_SIZE,
  MIN_POINT_SIZE,
  type CertificateField,
} from '@machines/validation/certificateTemplate';
import { TemplateDesignerContext } from '../actorContexts';

/** The fields to place (ticked: on the image) and the size of the selected one. */
export function FieldPalette({ fields }: { fields: readonly CertificateField[] }) {
  const { t } = useTranslation();
  const designer = TemplateDesignerContext.useActorRef();
  const { draft, selected } = TemplateDesignerContext.useSelector((s) => s.context);
  const busy = TemplateDesignerContext.useSelector((s) => s.hasTag('busy'));
  const noBackground = draft.backgroundFileId === null;
  const selectedPoint = draft.points.find((point) => point.field === selected);
  const percent = (value: number) => Math.round(value * 1000) / 10;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h3" variant="subtitle1" id="template-fields">
        {t('template.fields')}
      </Typography>
      {noBackground && (
        <Typography variant="body2" color="text.secondary">
          {t('template.placeNeedsBackground')}
        </Typography>
      )}
      <FormGroup aria-labelledby="template-fields">
        {fields.map((field) => {
          const placed = draft.points.some((point) => point.field === field);
          return (
            <FormControlLabel
              key={field}
              label={t(`template.field.${field}`)}
              disabled={busy || (noBackground && !placed)}
              control={
                <Checkbox
                  checked={placed}
                  onChange={(_event, checked) =>
                    designer.send(checked ? { type: 'PLACE', field } : { type: 'REMOVE', field })
                  }
                />
              }
            />
          );
        })}
      </FormGroup>
      {selectedPoint && (
        <Box sx={{ mt: 2 }}>
          <Typography id="template-size" variant="body2">
            {t('template.size', { field: t(`template.field.${selectedPoint.field}`) })}
          </Typography>
          <Slider
            aria-labelledby="template-size"
            value={selectedPoint.size}
            min={MIN_POINT_SIZE}
            max={MAX_POINT_SIZE / 2}
            step={0.001}
            disabled={busy}
            valueLabelDisplay="auto"
            valueLabelFormat={(value) => `${percent(value)}%`}
            getAriaValueText={(value) => `${percent(value)}%`}
            onChange={(_event, value) =>
              designer.send({ type: 'RESIZE', field: selectedPoint.field, size: value })
            }
          />
        </Box>
      )}
    </Paper>
  );
}

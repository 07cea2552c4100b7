/**
 * A diagram as a reader meets it: the picture or the same as tables (a choice kept while the
 * reader stays), and the picture to keep as SVG or PNG. Shapes of its size hold the place
 * while the layout runs.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTheme } from '@mui/material/styles';
import type { LaidOutDiagram } from '@machines/diagramLayout';
import { saveBlob } from '../../lib/download';
import { diagramColors } from './diagramColors';
import { pngOf, svgDocument } from './exportDiagram';
import { MachineDiagramSvg } from './MachineDiagramSvg';
import { MachineDiagramTable } from './MachineDiagramTable';

type DiagramViewKind = 'picture' | 'table';

export interface MachineDiagramViewProps {
  /** Undefined while the layout runs. */
  readonly diagram: LaidOutDiagram | undefined;
  /** What the diagram is: the picture's name and the tables' captions. */
  readonly label: string;
  /** The saved files' name, without extension. */
  readonly fileName: string;
  readonly selected?: string;
  readonly onSelect?: (path: string) => void;
  /** Saves an exported file (a story records it instead). */
  readonly save?: (blob: Blob, fileName: string) => void;
}

export function MachineDiagramView({
  diagram,
  label,
  fileName,
  selected,
  onSelect,
  save = saveBlob,
}: MachineDiagramViewProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const [view, setView] = useState<DiagramViewKind>('picture');
  const picture = useRef<HTMLDivElement>(null);
  const svgElement = () => picture.current?.querySelector('svg') ?? null;
  const exportSvg = () => {
    const svg = svgElement();
    if (svg) save(new Blob([svgDocument(svg)], { type: 'image/svg+xml' }), `${fileName}.svg`);
  };
  const exportPng = async () => {
    const svg = svgElement();
    if (svg) save(await pngOf(svg), `${fileName}.png`);
  };

  if (!diagram) {
    return (
      <Skeleton
        variant="rounded"
        height={320}
        role="progressbar"
        aria-busy="true"
        aria-label={t('app.loading')}
      />
    );
  }
  // On paper: the labels' boxes are the paper's colour, and the controls' grey reads on white.
  return (
    <Stack component={Paper} variant="outlined" spacing={1} sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_event, next: DiagramViewKind | null) => next && setView(next)}
          aria-label={t('diagram.view.label')}
        >
          <ToggleButton value="picture">{t('diagram.view.picture')}</ToggleButton>
          <ToggleButton value="table">{t('diagram.view.table')}</ToggleButton>
        </ToggleButtonGroup>
        {view === 'picture' && (
          <>
            <Button size="small" onClick={exportSvg}>
              {t('diagram.export.svg')}
            </Button>
            <Button size="small" onClick={() => void exportPng()}>
              {t('diagram.export.png')}
            </Button>
          </>
        )}
      </Stack>
      {view === 'picture' ? (
        <Box ref={picture} sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <MachineDiagramSvg
            diagram={diagram}
            colors={diagramColors(theme)}
            label={label}
            selected={selected}
            onSelect={onSelect}
          />
        </Box>
      ) : (
        <MachineDiagramTable diagram={diagram} label={label} />
      )}
    </Stack>
  );
}

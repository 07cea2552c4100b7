import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export interface PageLinkCardProps {
  readonly title: string;
  readonly text: string;
  readonly linkLabel: string;
  readonly to: string;
}

/** A card leading to a page the menu does not show (a hidden page reached from home). */
export function PageLinkCard({ title, text, linkLabel, to }: PageLinkCardProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ maxWidth: 420, flex: 1 }}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to={to}>
          {linkLabel}
        </Button>
      </CardActions>
    </Card>
  );
}

import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { PageHeading } from './PageHeading';

/**
 * The record a page of its own opens (`?id=…`, or the parameter named; null when the URL
 * names none), and a key that changes when the page asks to load it again after a failure.
 */
export function useRecordIdParam(name = 'id'): {
  id: number | null;
  key: string;
  reload: () => void;
} {
  const [params] = useSearchParams();
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  const id = Number(params.get(name));
  const named = Number.isInteger(id) && id > 0;
  return { id: named ? id : null, key: `${id}:${generation}`, reload };
}

/** What a record page says when its URL names no record. */
export function NoRecordNamed({ title, message }: { title: string; message: string }) {
  return (
    <Stack spacing={2}>
      <PageHeading>{title}</PageHeading>
      <Alert severity="info">{message}</Alert>
    </Stack>
  );
}

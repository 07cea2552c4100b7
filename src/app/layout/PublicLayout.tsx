import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import { LanguageSwitch } from './LanguageSwitch';

/**
 * The public pages (login, register, forgotten password, certificate check, errors): each
 * with the language switch at the top right, so a visitor reads them in English too before
 * signing in (issue 42).
 */
export function PublicLayout() {
  return (
    <>
      <Box
        component="header"
        sx={{ position: 'fixed', top: 8, insetInlineEnd: 8, zIndex: 1, color: 'text.primary' }}
      >
        <LanguageSwitch />
      </Box>
      <Outlet />
    </>
  );
}

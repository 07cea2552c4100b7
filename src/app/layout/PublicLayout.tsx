import { Outlet } from 'react-router-dom';
import { PublicToolsContext } from '../../components/PublicFrame';
import { LanguageSwitch } from './LanguageSwitch';

/**
 * The public pages (login, register, forgotten password, certificate check, errors): each
 * shows the language switch at its top right, inside its own main landmark, so a visitor
 * reads them in English too before signing in (issue 42).
 */
export function PublicLayout() {
  return (
    <PublicToolsContext.Provider value={<LanguageSwitch />}>
      <Outlet />
    </PublicToolsContext.Provider>
  );
}

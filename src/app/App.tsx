import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { LoadingBar } from './feedback/LoadingBar';
import { SessionDialogs } from './feedback/SessionDialogs';
import { Toasts } from './feedback/Toasts';
import { router } from './router';

export function App() {
  return (
    <AppProviders>
      <LoadingBar />
      <RouterProvider router={router} />
      <Toasts />
      <SessionDialogs />
    </AppProviders>
  );
}

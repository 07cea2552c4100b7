import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';

/** A router at `path`, for screens with links; stories pick the initial URL. */
export const withRouter =
  (path = '/'): Decorator =>
  (Story) => (
    <MemoryRouter initialEntries={[path]}>
      <Story />
    </MemoryRouter>
  );

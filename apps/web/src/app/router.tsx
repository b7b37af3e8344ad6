import { createBrowserRouter } from 'react-router';
import { appRoutes } from './routes';

/** History-mode data router over the route table. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routes';

/** One router for the app, so machine effects (logout goes home) can navigate without a component. */
export const router = createBrowserRouter(routes);

import type { RouteObject } from 'react-router';
import { HomePage } from '../pages/HomePage';

export const routes: RouteObject[] = [{ path: '/', element: <HomePage /> }];

import { lazy } from 'react';
import { DeferredMenu } from '../../../components/ui/DeferredMenu';
import { bellButton } from './bell-button';

const loadMenu = () => import('./VisitorBellMenu');
const VisitorBellMenu = lazy(async () => ({ default: (await loadMenu()).VisitorBellMenu }));

/** The bell as a visitor sees it: no badge; its list (VisitorBellMenu) fetched on first use. */
export function VisitorBell() {
  return (
    <DeferredMenu button={bellButton(0)} load={loadMenu} menu={<VisitorBellMenu defaultOpen />} />
  );
}

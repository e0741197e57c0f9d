import { DeferredMenu } from '../../../components/ui/DeferredMenu';
import { lazyNamed } from '../../../lib/lazy-named';
import { bellButton } from './bell-button';

const loadMenu = () => import('./VisitorBellMenu');
const VisitorBellMenu = lazyNamed(loadMenu, 'VisitorBellMenu');

/** The bell as a visitor sees it: no badge; its list (VisitorBellMenu) fetched on first use. */
export function VisitorBell() {
  return (
    <DeferredMenu button={bellButton(0)} load={loadMenu} menu={<VisitorBellMenu defaultOpen />} />
  );
}

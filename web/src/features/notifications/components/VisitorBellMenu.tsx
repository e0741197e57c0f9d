import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MenuTrigger } from '../../../components/ui/MenuTrigger';
import { useLocation, useNavigate } from 'react-router';
import { AUTH_TEXTS } from '@salon/domain';
import '../notifications.css';
import { bellButton } from './bell-button';

/** Invented: the spec shows the bell to everyone but no wording for a visitor's list. */
export const SIGN_IN_FOR_NOTIFICATIONS = 'Sign in to see your notifications.';

/**
 * The bell's list as a visitor sees it (the spec's top bar has the bell for everyone): it says
 * notifications come with an account, with the way to sign in. Loaded by VisitorBell on first use.
 */
export function VisitorBellMenu({ defaultOpen }: { defaultOpen: boolean }) {
  const button = bellButton(0);
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <MenuTrigger button={button} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu notifications-panel" align="end" sideOffset={8}>
          <DropdownMenu.Label className="menu__label">Notifications</DropdownMenu.Label>
          <DropdownMenu.Separator className="menu__separator" />
          <p className="menu__empty">{SIGN_IN_FOR_NOTIFICATIONS}</p>
          <DropdownMenu.Item
            className="menu__item"
            onSelect={() => {
              void navigate('/auth', { state: { from: location.pathname + location.search } });
            }}
          >
            {AUTH_TEXTS.signIn}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MenuTrigger } from '../../../components/ui/MenuTrigger';
import { AUTH_TEXTS, type AvatarUrls } from '@salon/domain';
import { Link } from 'react-router';
import { useRole } from '../hooks/use-role';
import { useSignOut } from '../hooks/use-sign-out';
import type { SessionUser } from '../../../lib/session/session';
import { accountMenuButton } from './AccountMenu';

/**
 * The member's avatar menu (spec 1 §2): Home, Profile, Admin Panel for staff (admins, and
 * moderators for Reports Management: docs/moderation.md), Sign out.
 * The Admin Panel entry follows the real role, not the admin's chosen view, so an admin viewing
 * the site as a regular user can still reach the panel where the view switch lives. Loaded by
 * AccountMenu when first used.
 */
export function UserMenu({
  user,
  avatar,
  defaultOpen = false,
}: {
  user: SessionUser;
  avatar: AvatarUrls | null;
  defaultOpen?: boolean;
}) {
  const { isAdminOrModerator } = useRole();
  const { signOut, signingOut } = useSignOut();
  const button = accountMenuButton(user, avatar);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <MenuTrigger button={button} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={8}>
          {user.email ? (
            <DropdownMenu.Label className="menu__label">{user.email}</DropdownMenu.Label>
          ) : null}
          <DropdownMenu.Item asChild className="menu__item">
            <Link to="/">Home</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className="menu__item">
            <Link to="/profile">Profile</Link>
          </DropdownMenu.Item>
          {isAdminOrModerator ? (
            <DropdownMenu.Item asChild className="menu__item">
              <Link to="/admin">Admin Panel</Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="menu__separator" />
          <DropdownMenu.Item
            className="menu__item"
            disabled={signingOut}
            onSelect={(event) => {
              // Keep the menu open so "Signing out..." stays visible until it is done.
              event.preventDefault();
              void signOut();
            }}
          >
            {signingOut ? AUTH_TEXTS.signingOut : 'Sign out'}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

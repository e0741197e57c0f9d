import { DeferredMenu, type MenuButtonLook } from '../../../components/ui/DeferredMenu';
import { lazyNamed } from '../../../lib/lazy-named';
import type { SessionUser } from '../../../lib/session/session';

/** The letter shown in the avatar: the first of the display name, else of the e-mail. */
export function avatarInitial(user: SessionUser): string {
  const source = user.displayName?.trim() || user.email?.trim() || '?';
  return source.charAt(0).toUpperCase();
}

/** "Account menu (Clara Schumann)": the name or e-mail the avatar's initial comes from. */
export function accountMenuLabel(user: SessionUser): string {
  const owner = user.displayName?.trim() || user.email?.trim();
  return owner ? `Account menu (${owner})` : 'Account menu';
}

/** The avatar button, named with whose menu it is so the name holds the initial it shows. */
export function accountMenuButton(user: SessionUser): MenuButtonLook {
  return {
    className: 'avatar-button',
    label: accountMenuLabel(user),
    face: (
      <span className="avatar" aria-hidden="true">
        {avatarInitial(user)}
      </span>
    ),
  };
}

const loadUserMenu = () => import('./UserMenu');
const UserMenu = lazyNamed(loadUserMenu, 'UserMenu');

/** The top bar's avatar button; its menu (UserMenu) is fetched on first use. */
export function AccountMenu({ user }: { user: SessionUser }) {
  return (
    <DeferredMenu
      button={accountMenuButton(user)}
      load={loadUserMenu}
      menu={<UserMenu user={user} defaultOpen />}
    />
  );
}

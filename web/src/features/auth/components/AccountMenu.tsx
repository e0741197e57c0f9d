import type { AvatarUrls } from '@salon/domain';
import { MemberAvatar } from '../../../components/member/MemberAvatar';
import { DeferredMenu, type MenuButtonLook } from '../../../components/ui/DeferredMenu';
import { useLive } from '../../../hooks/use-live';
import { subscribeToAuthor } from '../../../lib/authors';
import { lazyNamed } from '../../../lib/lazy-named';
import type { SessionUser } from '../../../lib/session/session';

/** "Account menu (Clara Schumann)": the name or e-mail the avatar's initial comes from. */
function accountMenuLabel(user: SessionUser): string {
  const owner = user.displayName?.trim() || user.email?.trim();
  return owner ? `Account menu (${owner})` : 'Account menu';
}

/**
 * The avatar button, named with whose menu it is: the member's picture, or the initial of the
 * display name (else the e-mail), drawn so that it adds no text the name does not hold.
 */
export function accountMenuButton(user: SessionUser, avatar: AvatarUrls | null): MenuButtonLook {
  return {
    className: 'avatar-button',
    label: accountMenuLabel(user),
    face: (
      <MemberAvatar
        name={user.displayName?.trim() || user.email?.trim() || '?'}
        urls={avatar}
        size={32}
        eager
      />
    ),
  };
}

const loadUserMenu = () => import('./UserMenu');
const UserMenu = lazyNamed(loadUserMenu, 'UserMenu');

/** The top bar's avatar button; its menu (UserMenu) is fetched on first use. */
export function AccountMenu({ user }: { user: SessionUser }) {
  const card = useLive(subscribeToAuthor, user.uid, 'own profile card');
  const avatar = card.status === 'ready' ? (card.value?.avatar ?? null) : null;
  return (
    <DeferredMenu
      button={accountMenuButton(user, avatar)}
      load={loadUserMenu}
      menu={<UserMenu user={user} avatar={avatar} defaultOpen />}
    />
  );
}

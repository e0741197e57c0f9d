import type { MenuButtonLook } from '../../../components/ui/DeferredMenu';
import { bellLabel, unreadBadgeText } from '../unread-badge';

/** The bell: named for notifications (with the unread count), the badge drawn on it. */
export function bellButton(unreadCount: number): MenuButtonLook {
  const badge = unreadBadgeText(unreadCount);
  return {
    className: 'icon-button bell',
    label: bellLabel(unreadCount),
    face: (
      <>
        <BellIcon />
        {badge ? (
          <span className="bell__badge" aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </>
    ),
  };
}

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0"
      />
    </svg>
  );
}

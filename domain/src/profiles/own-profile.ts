/**
 * True when a profile URL points at the viewer, so the page redirects to /profile: the profile is
 * theirs, or the username equals the part of their e-mail before the @ (profiles spec, section 2).
 */
export function isOwnProfileRoute(
  route: { readonly username: string | null; readonly profileUserId: string | null },
  viewer: { readonly uid: string; readonly email: string | null },
): boolean {
  if (route.profileUserId !== null && route.profileUserId === viewer.uid) return true;
  const emailName = viewer.email?.split('@')[0]?.toLowerCase() ?? '';
  return route.username !== null && emailName !== '' && route.username.toLowerCase() === emailName;
}

/** Where a member's profile lives: /{username}, or /user/{uid} without a username. */
export function profilePath(profile: {
  readonly userId: string;
  readonly username: string | null;
}): string {
  return profile.username ? `/${profile.username}` : `/user/${profile.userId}`;
}

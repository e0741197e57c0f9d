// What the app uses of the notifications feature: a visitor's bell. A member's bell is not
// listed: it loads once someone is signed in, by TopBar's lazy import of
// components/NotificationBell.tsx (a lazy import of this index, which the shell loads anyway,
// would bring it into the shell).
export { VisitorBell } from './components/VisitorBell';

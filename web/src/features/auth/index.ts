// What the app and pages use of the auth feature, in the order the app draws them: the session
// and role providers, the routes' guards, the layout's banners, the top bar's sign-in corner,
// then the pages' pieces (the sign-in and e-mail action screens, the admin panel's View as
// switch, the own profile's account sections).
// The reminder to verify an address is not listed: it loads only for a member who has not
// verified theirs, by MainLayout's lazy import of components/VerifyEmailBanner.tsx (a lazy import
// of this index, which the shell loads anyway, would bring it into the shell).
export { RoleViewProvider } from './role-view/RoleViewProvider';
export { FirebaseSessionProvider } from './session/FirebaseSessionProvider';
export { RequireStaff } from './components/RequireStaff';
export { RequireAuth } from './components/RequireAuth';
export { RequireUsername } from './components/RequireUsername';
export { SuspensionBanner } from './components/SuspensionBanner';
export { SignInButton } from './components/SignInButton';
export { AccountMenu } from './components/AccountMenu';
export { AuthScreen } from './components/AuthScreen';
export { ChooseUsernameForm } from './components/ChooseUsernameForm';
export { useUsernameNeeded } from './hooks/use-username-needed';
export { redirectTargetFrom } from './redirect-target';
export { ResetPasswordForm } from './components/ResetPasswordForm';
export { VerifyEmailAction } from './components/VerifyEmailAction';
export { useRole } from './hooks/use-role';
export { ViewAsSwitch } from './role-view/ViewAsSwitch';
export { DeleteAccountSection } from './components/DeleteAccountSection';
export { SignInMethodsSection } from './components/SignInMethodsSection';
export { TwoFactorSection } from './components/TwoFactorSection';

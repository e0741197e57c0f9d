import { Suspense, useId, useState, type ReactNode } from 'react';
import {
  ADMIN_ERRORS,
  BADGE_TEXTS,
  ADMIN_ROLE_FILTERS,
  ROLES,
  formatSuspensionEnd,
  pageCount,
  showingRangeLabel,
  type AdminRoleFilter,
  type AdminUserRow,
  type Role,
} from '@salon/domain';
import { MemberAvatar } from '../../../components/member/MemberAvatar';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LabelledSelect } from '../../../components/ui/LabelledSelect';
import { LoadStates } from '../../../components/ui/LoadStates';
import { Pagination } from '../../../components/ui/Pagination';
import { Spinner } from '../../../components/ui/Spinner';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useRoleChange } from '../hooks/use-role-change';
import { rowName, useSuspensionActions } from '../hooks/use-suspension-actions';
import { useUsersList } from '../hooks/use-users-list';
import { useStaffTwoStep, type StaffTwoStep } from '../hooks/use-staff-two-step';
import {
  ADMIN_TEXTS,
  ROLE_FILTER_LABELS,
  ROLE_LABELS,
  SUSPENSION_TEXTS,
  TWO_STEP_TEXTS,
  roleSelectorLabel,
} from '../admin-texts';
import { LazyLiftSuspensionDialog, LazySuspendDialog } from './lazy-admin-dialogs';
import '../admin.css';

const FILTER_OPTIONS = ADMIN_ROLE_FILTERS.map((value) => ({
  value,
  label: ROLE_FILTER_LABELS[value],
}));

/** Typing settles for this long before the list is read again (as The Salon's search). */
const USER_SEARCH_DEBOUNCE_MS = 300;

/** What another feature offers on a member's row (the badges' tools), named like the toasts. */
export type MemberTools = (member: { readonly uid: string; readonly name: string }) => ReactNode;

/**
 * The admin's User Management tab (profiles spec §6, §9): members by name, searched by display
 * name or username and filtered by role, 10 a page, each with a role selector. The admin's own
 * row cannot change (spec §5). `badges`, given by the page, fills a Badges column.
 */
export function UserManagement({
  actor,
  badges,
}: {
  actor: { uid: string; role: Role };
  badges?: MemberTools;
}) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<AdminRoleFilter>('all');
  const settledSearch = useDebouncedValue(search, USER_SEARCH_DEBOUNCE_MS);
  const { state, goToPage, showRole, showSuspension, retry } = useUsersList({
    search: settledSearch,
    role,
  });
  const { changing, changeRole } = useRoleChange(actor, showRole);
  const suspensions = useSuspensionActions(showSuspension);
  // The row whose suspension dialog is open, and which one.
  const [dialog, setDialog] = useState<{ row: AdminUserRow; kind: 'suspend' | 'lift' } | null>(
    null,
  );

  return (
    <div className="admin-users">
      <div className="admin-toolbar">
        <div className="admin-search" role="search">
          <label htmlFor={searchId}>{ADMIN_TEXTS.userSearch}</label>
          <input
            id={searchId}
            type="search"
            placeholder={ADMIN_TEXTS.userSearchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <LabelledSelect
          className="admin-filter"
          label={ADMIN_TEXTS.roleFilter}
          value={role}
          options={FILTER_OPTIONS}
          onChange={setRole}
        />
      </div>
      <LoadStates
        state={state}
        loading={<Spinner />}
        failed={<EmptyState title={ADMIN_ERRORS.loadUsers} />}
        retry={{ label: ADMIN_TEXTS.tryAgain, onRetry: retry }}
        isEmpty={(ready) => ready.page.rows.length === 0}
        empty={<EmptyState title={ADMIN_TEXTS.noUsers} description={ADMIN_TEXTS.noUsersHint} />}
      >
        {(ready) => (
          <>
            <UsersTable
              rows={ready.page.rows}
              ownUid={actor.uid}
              changing={changing}
              onChangeRole={(row, next) => void changeRole(row, next)}
              onSuspension={(row, kind) => setDialog({ row, kind })}
              badges={badges}
            />
            <p className="admin-range">
              {showingRangeLabel(ready.page.page, ready.total, 'users')}
            </p>
            <Pagination
              label="User pages"
              currentPage={ready.page.page}
              totalPages={pageCount(ready.total)}
              onPageChange={goToPage}
            />
          </>
        )}
      </LoadStates>
      <Suspense fallback={null}>
        {dialog ? (
          dialog.kind === 'suspend' ? (
            <LazySuspendDialog
              title={SUSPENSION_TEXTS.suspendTitle(rowName(dialog.row))}
              description={SUSPENSION_TEXTS.suspendDescription}
              actionLabel={SUSPENSION_TEXTS.suspend}
              actorRole={actor.role}
              open
              onOpenChange={(open) => (open ? null : setDialog(null))}
              busy={suspensions.busy === dialog.row.uid}
              onSuspend={async (duration, reason) => {
                const done = await suspensions.suspend(dialog.row, duration, reason);
                if (done) setDialog(null);
                return done;
              }}
            />
          ) : (
            <LazyLiftSuspensionDialog
              member={rowName(dialog.row)}
              onOpenChange={(open) => (open ? null : setDialog(null))}
              busy={suspensions.busy === dialog.row.uid}
              onLift={async (reason) => {
                const done = await suspensions.lift(dialog.row, reason);
                if (done) setDialog(null);
                return done;
              }}
            />
          )
        ) : null}
      </Suspense>
    </div>
  );
}

function UsersTable({
  rows,
  ownUid,
  changing,
  onChangeRole,
  onSuspension,
  badges,
}: {
  rows: readonly AdminUserRow[];
  ownUid: string;
  changing: string | null;
  onChangeRole: (row: AdminUserRow, role: Role) => void;
  onSuspension: (row: AdminUserRow, kind: 'suspend' | 'lift') => void;
  badges: MemberTools | undefined;
}) {
  const twoStepOf = useStaffTwoStep(rows);
  return (
    <table className="admin-table">
      <caption className="visually-hidden">Members and their roles</caption>
      <thead>
        <tr>
          <th scope="col">Username</th>
          <th scope="col">Display Name</th>
          <th scope="col">Role</th>
          <th scope="col">{SUSPENSION_TEXTS.column}</th>
          <th scope="col">{TWO_STEP_TEXTS.column}</th>
          {badges ? <th scope="col">{BADGE_TEXTS.profileSection}</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <UserRow
            key={row.uid}
            row={row}
            own={row.uid === ownUid}
            changing={changing === row.uid}
            waiting={changing !== null}
            onChangeRole={onChangeRole}
            onSuspension={onSuspension}
            twoStep={twoStepOf(row.uid)}
            badges={badges}
          />
        ))}
      </tbody>
    </table>
  );
}

/**
 * `changing`: this row's change is under way; `waiting`: some change is (one at a time, so the
 * other selects are disabled meanwhile).
 */
function UserRow({
  row,
  own,
  changing,
  waiting,
  onChangeRole,
  onSuspension,
  twoStep,
  badges,
}: {
  row: AdminUserRow;
  own: boolean;
  changing: boolean;
  waiting: boolean;
  onChangeRole: (row: AdminUserRow, role: Role) => void;
  onSuspension: (row: AdminUserRow, kind: 'suspend' | 'lift') => void;
  twoStep: StaffTwoStep;
  badges: MemberTools | undefined;
}) {
  const noteId = useId();
  return (
    <tr className={own ? 'admin-table__own' : undefined}>
      <th scope="row">
        <MemberAvatar name={row.displayName || row.username} urls={row.avatar} size={24} />
        {row.username ? `@${row.username}` : <em>{ADMIN_TEXTS.noUsername}</em>}
        {own ? <span className="admin-table__you"> {ADMIN_TEXTS.you}</span> : null}
      </th>
      <td>{row.displayName}</td>
      <td>
        {/* The own row's selector is disabled as the spec says, yet stays focusable
            (aria-disabled): trying to change it says why, with the spec's toast. */}
        <select
          aria-label={roleSelectorLabel(row)}
          aria-disabled={own ? true : undefined}
          disabled={!own && waiting}
          aria-describedby={own ? noteId : undefined}
          aria-busy={changing || undefined}
          className="admin-role"
          value={row.role}
          onChange={(event) => {
            const next = ROLES.find((value) => value === event.target.value);
            if (next) onChangeRole(row, next);
          }}
        >
          {ROLES.map((value) => (
            <option key={value} value={value}>
              {ROLE_LABELS[value]}
            </option>
          ))}
        </select>
        {own ? (
          <span id={noteId} className="visually-hidden">
            You cannot change your own role.
          </span>
        ) : null}
      </td>
      <td>
        <SuspensionCell row={row} own={own} onSuspension={onSuspension} />
      </td>
      <td>{row.role === 'user' ? <MemberTwoStep /> : <StaffTwoStepStatus twoStep={twoStep} />}</td>
      {badges ? <td>{badges({ uid: row.uid, name: rowName(row) })}</td> : null}
    </tr>
  );
}

/**
 * The row's suspension: its end with "Lift suspension", or "Suspend". Nobody suspends themself and
 * admins are never suspended, so those rows offer nothing.
 */
function SuspensionCell({
  row,
  own,
  onSuspension,
}: {
  row: AdminUserRow;
  own: boolean;
  onSuspension: (row: AdminUserRow, kind: 'suspend' | 'lift') => void;
}) {
  const name = rowName(row);
  if (row.suspension) {
    return (
      <span className="admin-suspension">
        <span className="admin-status admin-status--suspended">
          {row.suspension.until === null
            ? SUSPENSION_TEXTS.banned
            : SUSPENSION_TEXTS.suspendedUntil(formatSuspensionEnd(row.suspension.until))}
        </span>{' '}
        <button
          type="button"
          className="button button--ghost"
          aria-label={`${SUSPENSION_TEXTS.lift} of ${name}`}
          onClick={() => onSuspension(row, 'lift')}
        >
          {SUSPENSION_TEXTS.lift}
        </button>
      </span>
    );
  }
  if (own || row.role === 'admin') return <span>{SUSPENSION_TEXTS.notSuspended}</span>;
  return (
    <button
      type="button"
      className="button button--ghost"
      aria-label={SUSPENSION_TEXTS.suspendTitle(name)}
      onClick={() => onSuspension(row, 'suspend')}
    >
      {SUSPENSION_TEXTS.suspend}
    </button>
  );
}

/** A staff row's two-step verification, named with the column: "Two-step verification: On". */
function StaffTwoStepStatus({ twoStep }: { twoStep: StaffTwoStep }) {
  const label =
    twoStep === 'loading'
      ? TWO_STEP_TEXTS.checking
      : twoStep === 'unknown'
        ? TWO_STEP_TEXTS.unknown
        : twoStep
          ? TWO_STEP_TEXTS.on
          : TWO_STEP_TEXTS.off;
  return (
    <span className={`admin-status${twoStep === true ? ' admin-status--on' : ''}`}>
      <span className="visually-hidden">{TWO_STEP_TEXTS.column}: </span>
      {label}
    </span>
  );
}

/** Members' two-step verification is theirs: the cell says so to a screen reader, a dash to the eye. */
function MemberTwoStep() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{TWO_STEP_TEXTS.member}</span>
    </>
  );
}

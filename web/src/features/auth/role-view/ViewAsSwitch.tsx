import { useId } from 'react';
import { VIEW_ROLE_LABELS, viewModeChangedToast, type ViewRole } from '@salon/domain';
import { toast } from '../../../components/toast/use-toast';
import { useRoleView } from './role-view-context';

const VIEWS = Object.keys(VIEW_ROLE_LABELS) as ViewRole[];

/**
 * The admin panel's "View as" switcher (profiles spec §2): Administrator or Regular User, shown
 * only to those allowed to switch (admins); each switch toasts the view now in effect.
 */
export function ViewAsSwitch() {
  const { viewAs, canSwitchView, setViewAs } = useRoleView();
  const id = useId();
  if (!canSwitchView) return null;
  return (
    <div className="view-as">
      <label htmlFor={id}>View as</label>
      <select
        id={id}
        value={viewAs}
        onChange={(event) => {
          const view = VIEWS.find((option) => option === event.target.value);
          if (!view || view === viewAs) return;
          setViewAs(view);
          toast(viewModeChangedToast(view));
        }}
      >
        {VIEWS.map((view) => (
          <option key={view} value={view}>
            {VIEW_ROLE_LABELS[view]}
          </option>
        ))}
      </select>
    </div>
  );
}

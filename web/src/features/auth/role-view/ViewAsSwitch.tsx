import { VIEW_ROLE_LABELS, viewModeChangedToast, type ViewRole } from '@salon/domain';
import { toast } from '../../../components/toast/use-toast';
import { LabelledSelect } from '../../../components/ui/LabelledSelect';
import { useRoleView } from '../../../lib/session/role-view-context';

const VIEW_OPTIONS = (Object.keys(VIEW_ROLE_LABELS) as ViewRole[]).map((value) => ({
  value,
  label: VIEW_ROLE_LABELS[value],
}));

/**
 * The admin panel's "View as" switcher (profiles spec §2): Administrator or Regular User, shown
 * only to those allowed to switch (admins); each switch toasts the view now in effect.
 */
export function ViewAsSwitch() {
  const { viewAs, canSwitchView, setViewAs } = useRoleView();
  if (!canSwitchView) return null;
  return (
    <LabelledSelect
      className="view-as"
      label="View as"
      value={viewAs}
      options={VIEW_OPTIONS}
      onChange={(view) => {
        if (view === viewAs) return;
        setViewAs(view);
        toast(viewModeChangedToast(view));
      }}
    />
  );
}

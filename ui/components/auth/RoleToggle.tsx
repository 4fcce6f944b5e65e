import { useT } from '../../app/context';
import type { RegistrationRole } from '../../shared/roles';

/**
 * One role button of the picker (docs/product.md §2.3, §3.4): a real checkbox named `roles`, so the choice
 * also posts without JavaScript; styled as a toggle button.
 */
export function RoleToggle({
  role,
  checked,
  onToggle,
}: {
  role: RegistrationRole;
  checked: boolean;
  onToggle: (role: RegistrationRole, on: boolean) => void;
}) {
  const t = useT();
  return (
    <label
      className={`btn btn-sm cursor-pointer ${checked ? 'btn-primary' : 'btn-secondary'}`}
      data-testid={`role-${role}`}
      data-checked={checked}
    >
      <input
        type="checkbox"
        name="roles"
        value={role}
        checked={checked}
        onChange={(e) => onToggle(role, e.currentTarget.checked)}
        className="sr-only"
      />
      {t(`auth.roles.${role}`)}
    </label>
  );
}

import * as Checkbox from '@radix-ui/react-checkbox';

/** The sign-up agreement; both documents open in a new tab so the form keeps its input. */
export function TermsCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="field field--checkbox">
      <Checkbox.Root
        id="auth-terms"
        className="checkbox"
        checked={checked}
        onCheckedChange={(state) => onChange(state === true)}
      >
        <Checkbox.Indicator className="checkbox__indicator" aria-hidden="true">
          ✓
        </Checkbox.Indicator>
      </Checkbox.Root>
      <label htmlFor="auth-terms">
        I agree to the{' '}
        <a href="/terms-of-use" target="_blank" rel="noopener noreferrer">
          Terms of Use
        </a>{' '}
        and{' '}
        <a href="/privacy-policy" target="_blank" rel="noopener noreferrer">
          Privacy Policy
        </a>
      </label>
    </div>
  );
}

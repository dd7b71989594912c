/**
 * A field people never see or reach (off screen, hidden from assistive technology, out of the
 * tab order) and form-filling bots fill in; the server quietly drops what arrives with it.
 */
export function HoneypotField({ name }: { name: string }) {
  return (
    <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

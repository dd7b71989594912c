/**
 * A field people never see or reach (off screen, hidden from assistive technology, out of the
 * tab order) and form-filling bots fill in; the server quietly drops what arrives with it.
 * Above the page rather than beside it: a page never scrolls up, whereas one side of a page
 * scrolls in each writing direction (an English form inside an Arabic page would scroll).
 */
export function HoneypotField({ name }: { name: string }) {
  return (
    <div aria-hidden="true" className="absolute -top-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

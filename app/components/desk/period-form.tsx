/** Any run of days as a desk report's period: a GET form, so the address keeps the period. */
import { Form } from "react-router";

const field = "mt-1 block rounded border border-ink/30 bg-white px-2 py-2";

export function PeriodForm({ fromDay, toDay }: { fromDay: string; toDay: string }) {
  return (
    <Form method="get" className="mt-3 flex flex-wrap items-end gap-3">
      <input type="hidden" name="range" value="custom" />
      <label>
        From
        <input type="date" name="from" required defaultValue={fromDay} className={field} />
      </label>
      <label>
        To
        <input type="date" name="to" required defaultValue={toDay} className={field} />
      </label>
      <button type="submit" className="rounded bg-ink px-4 py-2 font-semibold text-paper">
        Show these days
      </button>
    </Form>
  );
}

/** A page body with the consultation form beside it: first (under the hero on phones) and
 * kept in view on tall wide screens; an article puts its text first (`formAfter`): a reader came to read. */
export function WithForm({ form, formAfter = false, children }: { form: React.ReactNode; formAfter?: boolean; children: React.ReactNode }) {
  const formColumn = (
    <div className="lg:col-start-2 lg:row-start-1">
      {/* Kept in view only on screens tall enough for the whole form: a sticky form taller
          than the window would hide its consent box and button until the column ended. */}
      <div className="lg:[@media(min-height:68rem)]:sticky lg:[@media(min-height:68rem)]:top-[calc(var(--header-h)+1.5rem)]">{form}</div>
    </div>
  );
  return (
    <div className="bg-white">
      <div className="mx-auto grid max-w-7xl gap-14 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,1fr)_27rem] lg:gap-16">
        {!formAfter && formColumn}
        <div className="space-y-14 lg:col-start-1 lg:row-start-1">{children}</div>
        {formAfter && formColumn}
      </div>
    </div>
  );
}

import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { button, DeskForm, field as fieldClass } from "~/components/desk/desk-form";
import { caseTypeLabel, caseTypeValues } from "~/content/case-types";
import type { deskEntryLoader, NewRequestErrors, NewRequestField } from "./desk-entry.server";

type DeskEntryData = ReturnType<typeof deskEntryLoader>;

/** The new-request page's body (the route wires its loader and action). */
export function DeskEntryPage({
  loaderData,
  actionData,
}: {
  loaderData: DeskEntryData;
  actionData?: { errors: NewRequestErrors; values: Record<string, string> };
}) {
  const errors: NewRequestErrors = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  const busy = useNavigation().state !== "idle";
  const formRef = useRef<HTMLFormElement>(null);
  // A refusal lands the member on the first field it is about.
  useEffect(() => {
    if (actionData) formRef.current?.querySelector<HTMLElement>(":is(input, select, textarea)[aria-invalid=true], [aria-invalid=true] input")?.focus();
  }, [actionData]);
  const described = (name: NewRequestField) => (errors[name] ? { "aria-invalid": true as const, "aria-describedby": `new-${name}-error` } : {});
  const message = (name: NewRequestField) =>
    errors[name] ? (
      <span id={`new-${name}-error`} className="mt-1 block font-semibold text-red-800">
        {errors[name]}
      </span>
    ) : null;
  const label = "mt-4 block font-semibold";
  return (
    <article>
      <h1 className="font-serif text-3xl font-bold">New request from a call or walk-in</h1>
      <p className="mt-2 text-lg">
        For someone who called or came in. It joins the inbox like a request from the site (source: phone call or walk-in), with its owner and its calls due.
        Nothing is sent to the person.
      </p>
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="mt-3 font-semibold text-red-800">
          {errors.form ?? "Nothing saved yet: see the fields marked below."}
        </p>
      )}
      <DeskForm formKey={values.formKey ?? loaderData.formKey} ref={formRef} className="mt-2 max-w-xl" noValidate>
        <label className={label}>
          Name
          <input name="name" required maxLength={100} autoComplete="off" defaultValue={values.name} className={fieldClass} {...described("name")} />
          {message("name")}
        </label>
        <label className={label}>
          Phone
          <input name="phone" type="tel" maxLength={30} autoComplete="off" defaultValue={values.phone} className={fieldClass} {...described("phone")} />
          {message("phone")}
        </label>
        <label className={label}>
          Email (optional)
          <input name="email" type="email" maxLength={254} autoComplete="off" defaultValue={values.email} className={fieldClass} {...described("email")} />
          {message("email")}
        </label>
        <label className={label}>
          Type of case
          <select name="caseType" defaultValue={values.caseType ?? ""} className={fieldClass} {...described("caseType")}>
            <option value="" disabled>
              Choose one
            </option>
            {caseTypeValues.map((c) => (
              <option key={c} value={c}>
                {caseTypeLabel(c)}
              </option>
            ))}
          </select>
          {message("caseType")}
        </label>
        <fieldset className="mt-4" {...described("language")}>
          <legend className="font-semibold">They speak</legend>
          {(["en", "es"] as const).map((l) => (
            <label key={l} className="mr-4 inline-flex min-h-11 items-center gap-2">
              <input type="radio" name="language" value={l} defaultChecked={(values.language ?? "en") === l} className="size-5" />
              {l === "en" ? "English" : "Spanish"}
            </label>
          ))}
          {message("language")}
        </fieldset>
        <label className={label}>
          What happened
          <textarea
            name="description"
            required
            rows={5}
            maxLength={5000}
            defaultValue={values.description}
            className={fieldClass}
            {...described("description")}
          />
          {message("description")}
        </label>
        <label className={label}>
          Owner
          <select name="owner" defaultValue={values.owner ?? "me"} className={fieldClass} {...described("owner")}>
            <option value="me">Me ({loaderData.me})</option>
            {loaderData.colleagues.map((c) => (
              <option key={c.email} value={c.email}>
                {c.name}
              </option>
            ))}
          </select>
          {message("owner")}
        </label>
        <button type="submit" disabled={busy} className={`${button} mt-6 min-h-11`}>
          Save the request
        </button>
      </DeskForm>
    </article>
  );
}

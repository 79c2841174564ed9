/** The consultation form's id on a page: every "Free Case Review" button links to it. */
export const FORM_ID = "consultation";
export const formHref = `#${FORM_ID}`;

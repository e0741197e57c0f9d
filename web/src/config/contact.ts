/** The company's one public contact mailbox (spec: "an info mailbox"). Change it here only. */
export const CONTACT_EMAIL = 'info@thesocialhomeofclassicalmusic.com';

/**
 * The mock server's stand-in for Google's consent screen: a plain server-rendered HTML form
 * (no JavaScript) that posts to `/auth/google/callback`, where the mock server sets the session
 * cookie and redirects exactly like the real backend.
 */

export interface ConsentAccount {
  name: string;
  email: string;
}

export interface ConsentPageInput {
  flow: 'web' | 'calendar';
  accounts: readonly ConsentAccount[];
  /** The signed-in user (calendar flow). */
  signedIn: ConsentAccount | null;
  /** The OAuth `state` the start handed over; the form posts it back to the callback. */
  state: string;
  error?: string;
}

function escape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A suggested address for "another account": 'jordan.lee@example.com' -> 'jordan.lee.calendar@example.com'. */
export function suggestedCalendarEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${local ?? 'calendar'}.calendar@${domain ?? 'example.com'}`;
}

export function renderConsentPage({
  flow,
  accounts,
  signedIn,
  state,
  error,
}: ConsentPageInput): string {
  const calendar = flow === 'calendar';
  // Sign-in lists every account; a reconnect (already signed in) asks the signed-in account only,
  // as Google does with prompt=consent; connecting a calendar offers the other accounts.
  const reconnect = !calendar && signedIn !== null;
  const choices = calendar
    ? accounts.filter((a) => a.email !== signedIn?.email)
    : reconnect
      ? accounts.filter((a) => a.email === signedIn?.email)
      : accounts;
  const otherDefault = calendar && signedIn ? suggestedCalendarEmail(signedIn.email) : '';
  const radios = choices
    .map(
      (account, i) => `
        <li>
          <input type="radio" name="email" id="account-${i}" value="${escape(account.email)}"${!calendar && i === 0 ? ' checked' : ''}>
          <label for="account-${i}"><strong>${escape(account.name)}</strong> <span>${escape(account.email)}</span></label>
        </li>`,
    )
    .join('');
  const blocked = calendar && !signedIn;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mock Google consent — Slotwise</title>
<style>
  body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; background: #f4f3fb; color: #1f1d2b; margin: 0; }
  main { max-width: 32rem; margin: 3rem auto; background: #fff; border-radius: 12px; padding: 2rem; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  .badge { display: inline-block; font-size: .75rem; font-weight: 700; letter-spacing: .04em; text-transform: uppercase; background: #fff3bf; color: #5c3c00; padding: .2rem .5rem; border-radius: 4px; }
  h1 { font-size: 1.4rem; margin: .75rem 0 .25rem; }
  ul { list-style: none; padding: 0; margin: .5rem 0 1rem; }
  li { padding: .4rem 0; }
  label span { color: #55536a; }
  fieldset { border: 1px solid #dcdaf0; border-radius: 8px; padding: .75rem 1rem; margin: 1rem 0; }
  legend { font-weight: 600; padding: 0 .25rem; }
  .actions { display: flex; gap: .75rem; justify-content: flex-end; margin-top: 1.5rem; }
  button { font: inherit; padding: .55rem 1.2rem; border-radius: 8px; border: 1px solid #6741d9; cursor: pointer; }
  button[value="continue"] { background: #6741d9; color: #fff; }
  button[value="cancel"] { background: #fff; color: #6741d9; }
  .error { background: #ffe3e3; color: #8a1c1c; padding: .6rem .8rem; border-radius: 8px; }
  input[type="email"] { font: inherit; padding: .35rem .5rem; width: 100%; box-sizing: border-box; margin-top: .35rem; }
</style>
</head>
<body>
<main>
  <span class="badge">Mock Google consent</span>
  <h1>Slotwise wants to access your Google Calendar</h1>
  <p>${calendar ? `Choose the Google account whose calendar you want to connect to ${escape(signedIn?.name ?? 'your account')}.` : 'Choose an account to continue to Slotwise.'} This page stands in for Google in mock mode.</p>
  ${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
  ${
    blocked
      ? `<p class="error" role="alert">Sign in to Slotwise before connecting another calendar.</p><p><a href="/">Back to Slotwise</a></p>`
      : `<form method="post" action="/auth/google/callback">
    <input type="hidden" name="flow" value="${flow}">
    <input type="hidden" name="state" value="${escape(state)}">
    <fieldset>
      <legend>Choose an account</legend>
      <ul>${radios}
${
  reconnect
    ? ''
    : `<li>
          <input type="radio" name="email" id="account-other" value="__other__"${calendar ? ' checked' : ''}>
          <label for="account-other">Use another account</label>
          <label for="other-email" style="display:block;font-size:.85rem;color:#495057;margin-top:.35rem">E-mail address of the other account</label>
          <input type="email" name="otherEmail" id="other-email" value="${escape(otherDefault)}" placeholder="name@example.com">
        </li>`
}
      </ul>
    </fieldset>
    <fieldset>
      <legend>Permissions</legend>
      <input type="checkbox" name="grantScopes" id="grant-scopes" value="on" checked>
      <label for="grant-scopes">Allow Slotwise to see and edit events on your calendars</label>
    </fieldset>
    <div class="actions">
      <button type="submit" name="action" value="cancel">Cancel</button>
      <button type="submit" name="action" value="continue">Continue</button>
    </div>
  </form>`
  }
</main>
</body>
</html>`;
}

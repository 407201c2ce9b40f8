/** The local provider's own pages: plain HTML, usable at 375px and by keyboard. */

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:32px 16px;background:#f4f6f8;color:#1a1a1a}
main{max-width:360px;margin:0 auto;background:#fff;padding:24px;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.2)}
h1{font-size:1.4rem;margin:0 0 16px}label{display:block;font-weight:600;margin:12px 0 4px}
input{box-sizing:border-box;width:100%;padding:8px;font-size:1rem;border:1px solid #555;border-radius:4px}
button{margin-top:16px;width:100%;padding:10px;font-size:1rem;background:#0b5394;color:#fff;border:0;border-radius:4px}
.error{color:#a00000;font-weight:600}
</style>
</head>
<body><main>${body}</main></body>
</html>`;

export function loginPage(action: string, client: string, error?: string): string {
  return page(
    'Sign in: school account (local provider)',
    `<h1>Sign in to your school account</h1>
<p>Local provider for trying and testing: ${escape(client)} asks who you are.</p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="${escape(action)}">
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" inputmode="numeric" required autofocus>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>`,
  );
}

export const logoutPage = (form: string) =>
  page(
    'Sign out: school account (local provider)',
    `<h1>Sign out of your school account?</h1>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Yes, sign me out</button>`,
  );

export const signedOutPage = () =>
  page('Signed out: school account (local provider)', '<h1>You are signed out of your school account</h1>');

export const errorPage = (out: Record<string, unknown>) =>
  page(
    'Error: school account (local provider)',
    `<h1>Something went wrong</h1>${Object.entries(out)
      .map(([key, value]) => `<p><strong>${escape(key)}</strong>: ${escape(String(value))}</p>`)
      .join('')}`,
  );

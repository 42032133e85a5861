import { hash } from '@node-rs/argon2';
import { benchAdmin, defaultDatabaseUrl } from './bench-config.ts';
import { withClient } from './bench-database.ts';
import { cookieHeader, type SetCookie, signIn, staffCookies } from './staff-login.ts';

/** The database of the page benches (Lighthouse, the browser's profile): the product as a new network has it. */
export const pageVisitsDatabaseUrl = `${defaultDatabaseUrl}_lighthouse`;

const client = { phone: '+79990001122', password: 'lighthouse-client-1' };

/** A page the page benches open, with the cookies of whoever opens it (none: a first visit). */
export interface VisitedPage {
  path: string;
  cookies: SetCookie[];
}

/** The pages the issue measures: the sign-in page, an operator's acceptance and a client's orders. */
export async function visitedPages(gatewayUrl: string): Promise<VisitedPage[]> {
  return [
    { path: '/auth/login', cookies: [] },
    { path: '/acceptance', cookies: await staffCookies(gatewayUrl, benchAdmin.username, benchAdmin.password) },
    { path: '/client/my-orders', cookies: await clientCookies(gatewayUrl) },
  ];
}

/**
 * A client with an account, the phone proven and the once-only questions answered, signed in through
 * the API: the account is written straight into the database (registration needs a code by SMS). An
 * unproven phone would show the page's «подтвердите номер» panel instead of the orders.
 */
async function clientCookies(baseUrl: string): Promise<SetCookie[]> {
  const passwordHash = await hash(client.password);
  await withClient(pageVisitsDatabaseUrl, (db) =>
    db.query(
      `insert into clients (phone_number, fio, password_hash, phone_verified_at)
       values ($1, 'Клиент Лайтхаус', $2, now())
       on conflict (phone_number) do update
         set password_hash = excluded.password_hash, phone_verified_at = coalesce(clients.phone_verified_at, now())`,
      [client.phone, passwordHash],
    ),
  );
  const cookies = await signIn(`${baseUrl}/api/public/login-client`, {
    phoneNumber: client.phone,
    password: client.password,
    isForeignDevice: false,
  });
  const cookie = cookieHeader(cookies);
  for (const [url, body] of [
    ['/api/clients/accept-docs', { client: { isDocsAccepted: true } }],
    ['/api/clients/accept-info', { client: { age: 35, gender: 'male' } }],
  ] as const) {
    const answer = await fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: baseUrl },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${url} failed: ${answer.status} ${await answer.text()}`);
  }
  return cookies;
}

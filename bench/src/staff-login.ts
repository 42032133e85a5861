/** A cookie a sign-in answer sets, with the path the browser keeps it for. */
export interface SetCookie {
  name: string;
  value: string;
  path: string;
}

function cookiesOf(response: Response): SetCookie[] {
  return response.headers.getSetCookie().map((header) => {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const path = attributes.find((attribute) => /^path=/i.test(attribute))?.slice(5) ?? '/';
    return { name: pair.slice(0, at), value: pair.slice(at + 1), path };
  });
}

/** The Cookie header that sends these cookies. */
export function cookieHeader(cookies: readonly SetCookie[]): string {
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** Signs in through one of the gateway's sign-in routes; answers the cookies it set. */
export async function signIn(url: string, body: object): Promise<SetCookie[]> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sign-in at ${url} failed: ${response.status} ${await response.text()}`);
  const cookies = cookiesOf(response);
  if (!cookies.some((cookie) => cookie.name === 'pvz_access')) throw new Error(`${url} set no pvz_access cookie`);
  return cookies;
}

/** A staff user's session cookies. */
export function staffCookies(baseUrl: string, username: string, password: string): Promise<SetCookie[]> {
  return signIn(`${baseUrl}/api/public/login`, { username, password, isForeignDevice: false });
}

/** Signs in through the API as a staff user; answers the Cookie header later calls send. */
export async function staffCookie(baseUrl: string, username: string, password: string): Promise<string> {
  return cookieHeader(await staffCookies(baseUrl, username, password));
}

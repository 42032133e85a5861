/** Signs in through the API as a staff user; answers the Cookie header later calls send. */
export async function staffCookie(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/public/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, isForeignDevice: false }),
  });
  if (!response.ok) throw new Error(`sign-in as ${username} failed: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (!cookies.some((cookie) => cookie?.startsWith('pvz_access=')))
    throw new Error('the sign-in answer set no pvz_access cookie');
  return cookies.join('; ');
}

/** Direct API calls for journeys that need to look data up (ids, free slots) before clicking. */
export async function tokenApi(baseUrl: string, username: string, password: string) {
  const res = await fetch(`${baseUrl}/v2/access_token`, {
    method: 'POST',
    headers: { 'college-id': 'kampus-demo', 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username, password }),
  });
  const body = (await res.json()) as { data: { access_token: string } };
  return body.data.access_token;
}

export async function getApi<T>(baseUrl: string, token: string, path: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    headers: { 'college-id': 'kampus-demo', authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

async function kirimApi<T>(
  method: 'POST' | 'PUT',
  baseUrl: string,
  token: string,
  path: string,
  body: unknown,
) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'college-id': 'kampus-demo',
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

export const putApi = <T>(baseUrl: string, token: string, path: string, body: unknown) =>
  kirimApi<T>('PUT', baseUrl, token, path, body);

export const postApi = <T>(baseUrl: string, token: string, path: string, body: unknown) =>
  kirimApi<T>('POST', baseUrl, token, path, body);

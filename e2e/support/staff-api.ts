/** The staff API as the dashboard calls it, for what a test prepares or compares with the screen. */
export interface StaffApi {
  /** The envelope's `data`; throws, with the status and message, when the call is refused. */
  call<T>(path: string, init?: RequestInit): Promise<T>;
  /** A call with a JSON body. */
  sendJson<T>(method: string, path: string, body: unknown): Promise<T>;
  /** The `Authorization` header value of the session, for calls made by other means. */
  authorization: string;
}

export async function signInToApi(
  baseUrl: string,
  email: string,
  password: string,
): Promise<StaffApi> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`${email} could not sign in (${login.status})`);
  const authorization = `Bearer ${token}`;
  const call = async <T>(path: string, init: RequestInit = {}) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      ...init,
      headers: { authorization, ...init.headers },
    });
    const envelope = (await response.json()) as { data: T; message?: string };
    if (!response.ok) {
      throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${envelope.message}`);
    }
    return envelope.data;
  };
  return {
    authorization,
    call,
    sendJson: <T>(method: string, path: string, body: unknown) =>
      call<T>(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
  };
}

/** Turns one of the bot's features on; answers the bot's id. */
export async function enableBotFeature(
  api: StaffApi,
  feature: 'appointmentBooking' | 'humanHandoff',
): Promise<string> {
  const [bot] = await api.call<{ id: string }[]>('/auth/chatbot-settings');
  if (!bot) throw new Error('the organization has no bot');
  const form = new FormData();
  form.append('botId', bot.id);
  form.append(feature, 'true');
  await api.call('/auth/chatbot-settings', { method: 'POST', body: form });
  return bot.id;
}

/** Saves some of the bot's settings as the Bot Setup tabs do (multipart); answers the bot's id. */
export async function saveBotSettings(
  api: StaffApi,
  fields: Record<string, string>,
): Promise<string> {
  const [bot] = await api.call<{ id: string }[]>('/auth/chatbot-settings');
  if (!bot) throw new Error('the organization has no bot');
  const form = new FormData();
  form.append('botId', bot.id);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  await api.call('/auth/chatbot-settings', { method: 'POST', body: form });
  return bot.id;
}

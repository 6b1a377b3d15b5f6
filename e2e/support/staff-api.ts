/** The staff API as the dashboard calls it, for what a test prepares or compares with the screen. */
export interface StaffApi {
  call<T>(path: string, init?: RequestInit): Promise<T>;
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
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  return {
    authorization: `Bearer ${token}`,
    async call<T>(path: string, init: RequestInit = {}) {
      const response = await fetch(`${baseUrl}/api${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...init.headers },
      });
      return ((await response.json()) as { data: T }).data;
    },
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

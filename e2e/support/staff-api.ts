/** The staff API as the dashboard calls it, for what a test prepares or compares with the screen. */
export interface StaffApi {
  call<T>(path: string, init?: RequestInit): Promise<T>;
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
    async call<T>(path: string, init: RequestInit = {}) {
      const response = await fetch(`${baseUrl}/api${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...init.headers },
      });
      return ((await response.json()) as { data: T }).data;
    },
  };
}

/** Turns the bot's appointment form on; answers the bot's id. */
export async function enableAppointmentBooking(api: StaffApi): Promise<string> {
  const [bot] = await api.call<{ id: string }[]>('/auth/chatbot-settings');
  if (!bot) throw new Error('the organization has no bot');
  const form = new FormData();
  form.append('botId', bot.id);
  form.append('appointmentBooking', 'true');
  await api.call('/auth/chatbot-settings', { method: 'POST', body: form });
  return bot.id;
}

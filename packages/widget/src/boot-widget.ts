import { PublicApiError, createPublicApi } from './api/public-api';
import { mountWidget, type WidgetOptions } from './widget';

/** The server's reason for refusing a page (ORIGIN_NOT_ALLOWED_REASON in @concierge/shared). */
export const ORIGIN_NOT_ALLOWED = 'origin_not_allowed';

/** Told to the site's owner (never to visitors) when their page is not an allowed domain. */
export const originRefusedWarning = (hostname: string) =>
  `[Concierge widget] ${hostname} is not allowed to use this chat widget, so it is not shown. ` +
  `Add ${hostname} to the Allowed domains in Bot Setup → Deploy, then save.`;

/**
 * Asks the server whether this page may use the bot before drawing anything: on a site outside the
 * allowed domains nothing is mounted and the console says why. Any other failure (offline, server
 * down) still mounts the widget, which says what went wrong when opened.
 */
export async function bootWidget(options: WidgetOptions): Promise<HTMLElement | null> {
  const api = createPublicApi(options.origin, options.fetchImpl);
  try {
    const config = await api.getConfig(options.botId);
    return mountWidget({ ...options, config });
  } catch (error) {
    if (error instanceof PublicApiError && error.reason === ORIGIN_NOT_ALLOWED) {
      console.warn(originRefusedWarning(window.location.hostname));
      return null;
    }
    return mountWidget(options);
  }
}

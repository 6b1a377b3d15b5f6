/** What the widget reports to the organization's Google Analytics 4 property. */
export type WidgetEvent =
  | 'concierge_chat_open'
  | 'concierge_message_sent'
  | 'concierge_form_submitted'
  | 'concierge_chat_ended';

type Params = Record<string, string | number>;
type Gtag = (...args: unknown[]) => void;
type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';
/** Events kept while the bot's config (and so the measurement id) is still on its way. */
const MAX_WAITING = 20;

export interface WidgetAnalytics {
  /** Called once the config is known: sends the waiting events there, or drops them (no id). */
  configure(measurementId: string | null): void;
  track(event: WidgetEvent, params?: Params): void;
}

/**
 * Sends through the host page's own gtag when it has one, so the page's consent settings apply;
 * otherwise loads gtag.js once. Never throws into the host page.
 */
export function createAnalytics(target: AnalyticsWindow = window): WidgetAnalytics {
  let measurementId: string | null | undefined;
  let waiting: [WidgetEvent, Params][] = [];

  const send = (event: WidgetEvent, params: Params) => {
    try {
      gtagOf(target, measurementId as string)('event', event, {
        ...params,
        send_to: measurementId,
      });
    } catch (error) {
      console.warn('[Concierge widget] analytics', error);
    }
  };

  return {
    configure(id) {
      if (measurementId !== undefined) return;
      measurementId = id;
      const queued = waiting;
      waiting = [];
      if (id) for (const [event, params] of queued) send(event, params);
    },
    track(event, params = {}) {
      if (measurementId === undefined) {
        if (waiting.length < MAX_WAITING) waiting.push([event, params]);
      } else if (measurementId) {
        send(event, params);
      }
    },
  };
}

const configured = new WeakMap<AnalyticsWindow, Set<string>>();

function gtagOf(target: AnalyticsWindow, measurementId: string): Gtag {
  if (typeof target.gtag !== 'function') {
    const dataLayer = (target.dataLayer ??= []);
    target.gtag = function gtag() {
      // gtag.js reads Arguments objects from the data layer, not arrays.
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    target.gtag('js', new Date());
    const script = target.document.createElement('script');
    script.async = true;
    script.src = `${GTAG_SCRIPT}?id=${encodeURIComponent(measurementId)}`;
    target.document.head.append(script);
  }
  const ids = configured.get(target) ?? new Set<string>();
  configured.set(target, ids);
  if (!ids.has(measurementId)) {
    ids.add(measurementId);
    // The host page counts its own page views; the widget adds only its events.
    target.gtag('config', measurementId, { send_page_view: false });
  }
  return target.gtag;
}

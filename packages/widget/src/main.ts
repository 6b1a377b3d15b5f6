import type { BotPosition } from '@concierge/shared';
import { bootWidget } from './boot-widget';
import { scriptOrigin } from './lib/script-origin';

declare global {
  interface Window {
    ConciergeWidget?: {
      botId?: string;
      primaryColor?: string;
      position?: string;
      /** Only on Test Deployment's page. */
      testToken?: string;
    };
    __conciergeWidgetLoaded?: boolean;
  }
}

/** Entry of widget.js. Nothing here may throw into the host page, and a second copy does nothing. */
try {
  if (!window.__conciergeWidgetLoaded) {
    window.__conciergeWidgetLoaded = true;
    // currentScript is only set while this runs synchronously, so read it before waiting for body.
    const origin = scriptOrigin();
    const settings = window.ConciergeWidget ?? {};
    const start = () => {
      try {
        if (!origin || typeof settings.botId !== 'string' || !settings.botId) {
          console.warn('[Concierge widget] window.ConciergeWidget.botId is missing');
          return;
        }
        const position =
          settings.position === 'bottom-left' || settings.position === 'bottom-right'
            ? (settings.position as BotPosition)
            : undefined;
        bootWidget({
          botId: settings.botId,
          origin,
          primaryColor: settings.primaryColor,
          position,
          testToken: typeof settings.testToken === 'string' ? settings.testToken : undefined,
        }).catch((error: unknown) => console.error('[Concierge widget]', error));
      } catch (error) {
        console.error('[Concierge widget]', error);
      }
    };
    if (document.body) start();
    else document.addEventListener('DOMContentLoaded', start, { once: true });
  }
} catch (error) {
  console.error('[Concierge widget]', error);
}

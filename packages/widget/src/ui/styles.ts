/** Everything the widget looks like; lives in its shadow root so the host page cannot touch it. */
export const WIDGET_CSS = `
:host{all:initial}
*{box-sizing:border-box;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:14px;line-height:1.4;margin:0}
.root{position:fixed;bottom:20px;right:20px;z-index:2147483000;color:#1f2937}
.root.left{right:auto;left:20px}
button,input,textarea,select{font:inherit;color:inherit}
button{cursor:pointer;border:0;background:none}
:focus-visible{outline:3px solid #111;outline-offset:2px;box-shadow:0 0 0 5px #fff}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.launcher{width:56px;height:56px;border-radius:50%;background:var(--c);color:var(--on);display:flex;align-items:center;justify-content:center;font-size:26px;box-shadow:0 4px 14px rgba(0,0,0,.25)}
.avatar{display:inline-flex;align-items:center;justify-content:center;overflow:hidden}
.avatar img{width:100%;height:100%;object-fit:cover;border-radius:50%}
.bubble-greeting{position:absolute;bottom:68px;right:0;width:240px;background:#fff;border-radius:12px;padding:10px 32px 10px 12px;box-shadow:0 4px 14px rgba(0,0,0,.2)}
.left .bubble-greeting,.left .panel{right:auto;left:0}
.bubble-greeting .open-greeting{text-align:left;display:block;width:100%}
.dismiss{position:absolute;top:4px;right:4px;width:24px;height:24px;border-radius:50%;font-size:16px}
.panel{position:absolute;bottom:72px;right:0;width:min(370px,calc(100vw - 40px));max-height:min(600px,calc(100vh - 100px));height:600px;background:#fff;border-radius:14px;box-shadow:0 8px 30px rgba(0,0,0,.25);display:flex;flex-direction:column;overflow:hidden}
[hidden]{display:none!important}
.header{background:var(--c);color:var(--on);display:flex;align-items:center;gap:8px;padding:10px 12px}
.header .avatar{width:32px;height:32px;font-size:22px}
.names{flex:1;min-width:0;display:flex;flex-direction:column}
.agent-line{font-size:12px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.header h2{font-size:16px;font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.header button{color:var(--on);padding:4px 8px;border-radius:6px}
.header .end{border:1px solid currentColor;font-size:13px}
.header .close{font-size:20px;line-height:1}
.list{flex:1;overflow-y:auto;padding:12px;display:flex;flex-direction:column;gap:8px;background:#f9fafb}
.msg{max-width:85%;padding:8px 12px;border-radius:12px;white-space:pre-wrap;overflow-wrap:anywhere}
.visitor{align-self:flex-end;background:var(--c);color:var(--on);border-bottom-right-radius:4px}
.assistant{align-self:flex-start;background:#fff;border:1px solid #e5e7eb;border-bottom-left-radius:4px}
.turn{align-self:flex-start;display:flex;flex-direction:column;gap:4px;max-width:90%}
.turn .msg{max-width:100%}
.author{font-size:12px;font-weight:600;color:#4b5563}
.live-note:not(:empty){padding:8px 12px;border-top:1px solid #e5e7eb;background:#fffbeb;color:#78350f;font-size:13px}
.feedback{display:flex;gap:4px}
.feedback button{border:1px solid #d1d5db;border-radius:6px;padding:4px 8px;background:#fff;display:inline-flex;align-items:center;color:#374151}
.feedback button[aria-pressed=true]{background:var(--c);color:var(--on);border-color:var(--c)}
.notice{align-self:center;text-align:center;color:#4b5563;font-size:13px;display:flex;flex-direction:column;gap:8px;align-items:center}
.error{align-self:stretch;background:#fef2f2;color:#991b1b;border:1px solid #fecaca;border-radius:8px;padding:8px 10px}
.typing{align-self:flex-start;display:flex;gap:4px;padding:12px}
.typing span{width:7px;height:7px;border-radius:50%;background:#9ca3af;animation:blink 1.2s infinite}
.typing span:nth-child(2){animation-delay:.2s}.typing span:nth-child(3){animation-delay:.4s}
@keyframes blink{0%,80%,100%{opacity:.3}40%{opacity:1}}
@media (prefers-reduced-motion:reduce){.typing span{animation:none}}
.form{align-self:stretch;background:#fff;border:1px solid #e5e7eb;border-radius:12px;padding:12px;display:flex;flex-direction:column;gap:8px}
.form h3{font-size:15px;font-weight:600}
.form label{display:flex;flex-direction:column;gap:4px;font-weight:500}
.form .req{color:#b91c1c}
.form input,.form textarea,.form select,.composer input{border:1px solid #9ca3af;border-radius:8px;padding:8px;background:#fff;width:100%}
.form textarea{min-height:70px;resize:vertical}
.form fieldset{border:0;padding:0;min-width:0}
.form legend{font-weight:500;padding:0;margin-bottom:4px}
.form .check{flex-direction:row;align-items:flex-start;gap:8px;font-weight:400}
.form .check input{width:18px;height:18px;flex:none;margin-top:1px;accent-color:var(--c)}
.slots{display:flex;flex-wrap:wrap;gap:6px}
.form .slot{position:relative;display:block}
.form .slot input{position:absolute;opacity:0;width:1px;height:1px;padding:0}
.slot span{display:block;border:1px solid #9ca3af;border-radius:8px;padding:6px 10px;background:#fff;cursor:pointer;font-variant-numeric:tabular-nums}
.slot input:checked+span{background:var(--c);color:var(--on);border-color:var(--c);font-weight:600}
.slot input:focus-visible+span{outline:3px solid #111;outline-offset:2px;box-shadow:0 0 0 5px #fff}
@media (forced-colors:active){.slot input:checked+span{outline:3px solid Highlight}}
.recap{align-self:stretch;background:#fff;border:1px solid #e5e7eb;border-radius:12px;padding:12px;display:flex;flex-direction:column;gap:8px}
.recap h3{font-size:15px;font-weight:600}
.recap dl{display:grid;grid-template-columns:fit-content(50%) 1fr;gap:4px 10px}
.recap dt{color:#4b5563}
.recap dd{white-space:pre-wrap;overflow-wrap:anywhere}
.recap .sent{font-weight:600}
.btn{border-radius:8px;padding:8px 14px;font-weight:600}
.btn.primary{background:var(--c);color:var(--on);border:1px solid var(--c)}
.btn.secondary{background:#fff;color:var(--ink);border:2px solid var(--c)}
.btn:disabled{opacity:.6;cursor:default}
.composer{display:flex;gap:8px;padding:10px;border-top:1px solid #e5e7eb;background:#fff}
`;

/** Constructable stylesheets pass a strict style-src CSP; older browsers get a style element. */
export function applyStyles(root: ShadowRoot): void {
  try {
    if ('adoptedStyleSheets' in root && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(WIDGET_CSS);
      root.adoptedStyleSheets = [sheet];
      return;
    }
  } catch {
    // fall through to the style element
  }
  const style = document.createElement('style');
  style.textContent = WIDGET_CSS;
  root.append(style);
}

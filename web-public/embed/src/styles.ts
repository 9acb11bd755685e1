/**
 * The player's whole stylesheet, scoped to its shadow root. `all: initial` on
 * the host and on the player's own box cuts every inherited value of the host
 * page (colour, font, spacing, transforms); everything the player shows is
 * styled explicitly below. Nothing here can reach the host page. Custom
 * properties still inherit: the typeface is `--mb-font` where a page sets it
 * (the site's own pages, to theirs: web-public/src/styles.css), so the player
 * on /try reads like its page; elsewhere the system font, as a third-party
 * page's own font may not suit the player's sizes. system-ui alone: every
 * browser with aspect-ratio (below) has it, and the bytes pay for the var().
 */
export const PLAYER_CSS = `
:host{all:initial;display:block;max-width:100%}
:host([hidden]){display:none}
.mb{all:initial;position:relative;display:block;box-sizing:border-box;max-width:100%;overflow:hidden;border-radius:20px;border:1px solid var(--line);background:var(--bg);color:var(--ink);font:400 15px/1.45 var(--mb-font,system-ui,sans-serif);text-align:left;box-shadow:0 10px 30px -12px rgba(0,0,0,.2);--accent:#94BE0B;--on-accent:#1c2500}
.light{--bg:#fff;--ink:#161a0e;--muted:#5a604f;--line:rgba(22,26,14,.12);--soft:#f1f7df;--strong:#4f6a05;--track:rgba(22,26,14,.1);--ring:#3d5204}
.dark{--bg:#15180f;--ink:#f3f6ec;--muted:#b2b8a5;--line:rgba(255,255,255,.13);--soft:#232b12;--strong:#b9df3f;--track:rgba(255,255,255,.15);--ring:#cdef6e}
.mb *,.mb ::before,.mb ::after{box-sizing:border-box;margin:0;padding:0;border:0;font:inherit;color:inherit;letter-spacing:inherit;text-transform:none}
.mb :focus{outline:none}
.mb :focus-visible{outline:3px solid var(--ring);outline-offset:2px}
.mb [tabindex="-1"]{outline:none}
.body{position:relative}
.media{position:relative;aspect-ratio:4/3;overflow:hidden;background:linear-gradient(150deg,var(--soft),var(--bg))}
.panel{height:156px;padding:16px 20px;display:flex;flex-direction:column;justify-content:center;gap:8px;border-top:1px solid var(--line)}
.how{height:132px;border-top:1px solid var(--line);font-size:14px}
.how div{height:100%;overflow-y:auto;padding:10px 20px}
.how ol{padding:4px 0 0 20px}
.cover{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;padding:20px;text-align:center;background:var(--bg)}
.title{font-size:20px;font-weight:800;line-height:1.2;letter-spacing:-.01em;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.meta{font-size:13px;font-weight:600;color:var(--muted)}
.kicker{font-size:12px;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:var(--strong)}
.btn{display:inline-flex;align-items:center;gap:8px;align-self:flex-start;min-height:44px;padding:0 22px;border-radius:99px;background:var(--accent);color:var(--on-accent);font-weight:700;line-height:1;cursor:pointer}
.btn:hover{filter:brightness(1.07)}
.btn svg{width:16px;height:16px;fill:currentColor}
.clip,.fallback,.clip video{position:absolute;inset:0}
.fallback{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;padding:16px;text-align:center}
.clip video{width:100%;height:100%;object-fit:cover;opacity:0;transition:opacity .3s}
.ready video{opacity:1}
.ready .fallback{visibility:hidden}
.disc{display:flex;align-items:center;justify-content:center;width:42%;max-width:150px;aspect-ratio:1;border-radius:50%;background:var(--bg);color:var(--strong);box-shadow:inset 0 0 0 1px var(--line)}
.disc svg{width:50%;height:66%;fill:none;stroke:currentColor;stroke-width:7;stroke-linecap:round}
.demo{width:62%;max-width:260px;aspect-ratio:1;border-radius:24px;overflow:hidden;background:var(--bg);box-shadow:inset 0 0 0 1px var(--line)}
.demo svg{display:block;width:100%;height:100%}
.name{max-width:90%;font-size:16px;font-weight:800;line-height:1.25}
.fig{animation:mb-bob 1.6s ease-in-out infinite}
@keyframes mb-bob{50%{transform:translateY(-5px)}}
.spin{width:40px;height:40px;margin:auto;position:absolute;inset:0;border-radius:50%;border:4px solid var(--track);border-top-color:var(--accent);animation:mb-spin .9s linear infinite}
@keyframes mb-spin{to{transform:rotate(360deg)}}
.bar{height:12px;width:70%;border-radius:6px;background:var(--track)}
.bar+.bar{width:45%}
.row{display:flex;align-items:center;gap:16px}
.grow{flex:1;min-width:0;display:flex;flex-direction:column;gap:4px}
.dots{display:flex;gap:6px;margin-top:6px;list-style:none}
.dots li{width:8px;height:8px;border-radius:4px;background:var(--track);transition:width .3s}
.dots .done{background:var(--accent)}
.dots .now{width:24px;background:var(--accent)}
.ring{position:relative;flex:none;width:76px;height:76px}
.ring svg{width:100%;height:100%;transform:rotate(-90deg);fill:none;stroke-width:8}
.track{stroke:var(--track)}
.arc{stroke:var(--accent);stroke-linecap:round;transition:stroke-dashoffset 1s linear}
.timer{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;line-height:1}
.num{font-size:26px;font-weight:900;font-variant-numeric:tabular-nums}
.unit{margin-top:3px;font-size:9px;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:var(--muted)}
.check{display:flex;align-items:center;justify-content:center;flex:none;width:52px;height:52px;border-radius:50%;background:var(--accent);color:var(--on-accent);box-shadow:0 0 0 8px var(--soft)}
.check svg{width:26px;height:26px;fill:none;stroke:currentColor;stroke-width:3;stroke-linecap:round;stroke-linejoin:round}
.big{font-size:26px;font-weight:900;line-height:1.15;letter-spacing:-.02em}
.box{width:100%;max-width:320px;padding:10px 14px;border-radius:14px;background:var(--soft);font-size:14px}
.box b{display:block;font-weight:800}
.cover .btn{align-self:center}
.muted{color:var(--muted)}
.muted *{animation:none}
.cover .disc{width:88px}
.brand{display:flex;align-items:center;justify-content:center;gap:6px;height:36px;border-top:1px solid var(--line);font-size:12px;color:var(--muted);text-decoration:none}
.brand:focus-visible{outline-offset:-3px}
.brand i{width:8px;height:8px;border-radius:50%;background:var(--accent)}
.brand b{color:var(--ink);font-weight:800}
.brand:hover b{text-decoration:underline}
.fill{display:flex;flex-direction:column;height:100%;margin:0 auto;box-shadow:none}
.fill .body{flex:1;min-height:0;display:flex;flex-direction:column}
.fill .media{flex:1;min-height:0;aspect-ratio:auto}
.fill .panel,.fill .how,.fill .brand{flex:none}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
@media (prefers-reduced-motion:reduce){.mb *{animation:none!important;transition:none!important}}
`;

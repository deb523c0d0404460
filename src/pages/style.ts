/**
 * The one stylesheet, inlined into every page (no extra request, nothing to block rendering): system fonts,
 * light and dark schemes from CSS variables, one column from 320 px that widens into two, and a print style.
 */
export const STYLESHEET = `
:root{color-scheme:light dark;--bg:#fff;--fg:#1c2127;--muted:#59636e;--line:#d1d9e0;--card:#f6f8fa;--accent:#0a58b8;--star:#a35200;--good:#1a7f37;--bad:#c1121f;--track:#dde3ea}
@media (prefers-color-scheme:dark){:root{--bg:#0f1419;--fg:#e6edf3;--muted:#a3adb8;--line:#363f4a;--card:#171d24;--accent:#74b9ff;--star:#f2b84b;--good:#5fd97a;--bad:#ff8a8a;--track:#2c3540}}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--fg);font:1rem/1.55 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
a{color:var(--accent);text-underline-offset:2px}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,summary:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:var(--bg);padding:.5rem;z-index:1}
.wrap{max-width:62rem;margin:0 auto;padding:0 1rem}
.site{border-bottom:1px solid var(--line)}
.site .wrap{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.25rem 1rem;padding-top:.5rem;padding-bottom:.5rem}
.brand{font-weight:700;color:var(--fg);text-decoration:none;padding:.5rem 0}
.site nav ul,.foot ul{display:flex;flex-wrap:wrap;gap:0 1rem;list-style:none;margin:0;padding:0}
.site nav a{display:inline-block;padding:.5rem 0}
main{padding:1rem 0 2rem}
h1{font-size:1.9rem;line-height:1.2;margin:.5rem 0}
h2{font-size:1.35rem;margin:2rem 0 .75rem}
h3{font-size:1.05rem;margin:0}
p{margin:.5rem 0}
.muted{color:var(--muted)}
.lead{font-size:1.1rem}
.facts{display:grid;grid-template-columns:1fr;gap:0 1rem;margin:1rem 0}
.facts dt{color:var(--muted)}.facts dd{margin:0 0 .4rem;overflow-wrap:anywhere}
@media (min-width:36rem){.facts{grid-template-columns:max-content 1fr}.facts dd{margin:0}}
.scroll{overflow-x:auto}
.cols{display:grid;gap:0 2.5rem}
@media (min-width:48rem){.cols{grid-template-columns:1fr 1fr}}
.score{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1.5rem;margin:1rem 0}
.big{font-size:3rem;font-weight:700;line-height:1}
.stars{color:var(--star);letter-spacing:1px}
.dist{list-style:none;margin:0;padding:0;min-width:16rem;flex:1}
.dist li{display:grid;grid-template-columns:4.5rem 1fr 3.5rem;align-items:center;gap:.5rem}
.dist a{display:block;padding:.2rem 0}
.dist svg{width:100%;height:.6rem;display:block}
.dist .n{text-align:right;font-variant-numeric:tabular-nums}
.track{fill:var(--track)}.fill{fill:var(--star)}
.chips{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;margin:0;padding:0}
.chips a{display:inline-block;padding:.3rem .75rem;border:1px solid var(--line);border-radius:999px;text-decoration:none;background:var(--card)}
.chips a:hover{border-color:var(--accent)}
.chips .tag{display:inline-block;padding:.3rem .75rem;border:1px solid var(--line);border-radius:999px}
.chips .pct{font-weight:600}.chips .good{color:var(--good)}.chips .bad{color:var(--bad)}
.quote{margin:1rem 0;padding:.25rem 1rem;border-left:4px solid var(--star);font-size:1.1rem}
figure{margin:1rem 0}
.chart svg{width:100%;height:auto;display:block;overflow:visible}
.c-bar{fill:var(--track)}.c-line{fill:none;stroke:var(--accent);stroke-width:2.5}.c-dot{fill:var(--accent)}
.c-grid{stroke:var(--line);stroke-width:1}.c-tick{fill:var(--muted);font-size:12px}
@media (max-width:36rem){.c-tick{font-size:22px}}
figcaption{color:var(--muted);font-size:.95rem}
details{margin:.5rem 0}summary{cursor:pointer;color:var(--accent);padding:.25rem 0}
table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}
th,td{text-align:left;padding:.3rem .5rem;border-bottom:1px solid var(--line)}
.ranked{list-style:none;margin:0;padding:0}
.ranked li{display:flex;justify-content:space-between;gap:1rem;padding:.45rem 0;border-bottom:1px solid var(--line)}
.reviews{list-style:none;margin:0;padding:0}
.review{border:1px solid var(--line);border-radius:.5rem;padding:1rem;margin:0 0 1rem;background:var(--card)}
.review header{display:flex;flex-wrap:wrap;align-items:baseline;gap:.25rem .75rem}
.review header h2,.review header h3{margin:0;font-size:1.1rem}
.review .text{white-space:pre-line;overflow-wrap:anywhere}
.verified{color:var(--good);font-size:.9rem;font-weight:600}
.reply{margin:.75rem 0 0;padding:.5rem .75rem;border-left:3px solid var(--accent);background:var(--bg)}
.reply p{white-space:pre-line;overflow-wrap:anywhere}
.search{display:grid;gap:.75rem 1rem;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr));padding:1rem;border:1px solid var(--line);border-radius:.5rem;background:var(--card)}
.search label{display:block;font-weight:600;font-size:.95rem;margin-bottom:.2rem}
.search input,.search select{width:100%;font:inherit;padding:.4rem .5rem;border:1px solid var(--muted);border-radius:.3rem;background:var(--bg);color:var(--fg);min-height:2.5rem}
.search .actions{display:flex;align-items:end;gap:1rem}
button{font:inherit;padding:.5rem 1.25rem;border:0;border-radius:.3rem;background:var(--accent);color:var(--bg);font-weight:600;cursor:pointer;min-height:2.5rem}
.pager{display:flex;justify-content:space-between;gap:1rem;margin:1rem 0}
.pager a{padding:.5rem 0}
.problem{border:2px solid var(--bad);border-radius:.5rem;padding:.5rem 1rem}
.foot{border-top:1px solid var(--line);color:var(--muted);font-size:.95rem;padding:1rem 0 2rem}
.foot a{display:inline-block;padding:.3rem 0}
.embed body,.embed{font-size:.95rem}.embed main{padding:.75rem}
@media print{.site nav,.skip,.search,.pager,.foot,details{display:none}body{background:#fff;color:#000}a{color:#000}.review{break-inside:avoid;background:#fff}.c-bar{fill:#ccc}.c-line{stroke:#000}}
`.trim().replace(/\n/g, "");

/**
 * Docusaurus' page template (core 3.7 ssgTemplate.html) with one change: the app scripts are
 * requested only once the page has loaded and painted, instead of as `defer` scripts in <head>.
 *
 * Why: Lighthouse's simulation charges to LCP every request that started before the LCP paint.
 * The main bundle (~190 kB gzip) and the route chunks start before the server-rendered content
 * has painted, so mobile LCP came out ~6.5 s in most runs instead of ~2 s. Preloading the
 * scripts (tried) has the same effect. Inserted with async=false they still run in order; a
 * hidden tab (no animation frames) starts them at once; MAX_WAIT_MS caps a slow image.
 */

/** A slow image must not hold the app back longer than this. */
export const MAX_WAIT_MS = 3000;

export const startAfterFirstPaint = [
    '(function(s){var started=false;',
    'function go(){if(started)return;started=true;',
    "s.forEach(function(u){var e=document.createElement('script');e.src=u;e.async=false;document.body.appendChild(e)})}",
    'function afterPaint(){requestAnimationFrame(function(){setTimeout(go,0)})}',
    "if(document.visibilityState==='hidden'){go();return}",
    "if(document.readyState==='complete')afterPaint();",
    `else{addEventListener('load',afterPaint);setTimeout(go,${MAX_WAIT_MS})}})`,
].join('');

export const ssrTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${startAfterFirstPaint}(<%~ JSON.stringify(it.scripts.map((s) => it.baseUrl + s)) %>)</script>
  </body>
</html>
`;
